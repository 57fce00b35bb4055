import { useTranslation } from 'react-i18next';
import { formatLocale } from '../../lib/format-locale';

/** Dates, times, numbers and money in the interface language's regional format. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = formatLocale(i18n.resolvedLanguage);

  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const numberFormat = new Intl.NumberFormat(locale);
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });

  const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

  return {
    date: (iso: string) => (valid(iso) ? dateFormat.format(new Date(iso)) : iso),
    dateTime: (iso: string) => (valid(iso) ? dateTimeFormat.format(new Date(iso)) : iso),
    number: (value: number) => numberFormat.format(value),
    money: (pounds: number) => moneyFormat.format(pounds),
    /** "5 minutes ago", "yesterday"; beyond a week the date itself. */
    relative: (iso: string, now = Date.now()) => {
      if (!valid(iso)) return iso;
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 45) return relativeFormat.format(0, 'second');
      if (abs < 3600) return relativeFormat.format(Math.round(seconds / 60), 'minute');
      if (abs < 86_400) return relativeFormat.format(Math.round(seconds / 3600), 'hour');
      if (abs < 7 * 86_400) return relativeFormat.format(Math.round(seconds / 86_400), 'day');
      return dateFormat.format(new Date(iso));
    },
  };
}
