import type { ConversationSummary } from '@tradewise/shared';
import type { TFunction } from 'i18next';
import { formatLocale } from '../../lib/format-locale';

/** When a message was sent: the time today, else the day and month (and year when not this one). */
export function formatWhen(iso: string, language: string | undefined, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = formatLocale(language);
  if (date.toDateString() === now.toDateString()) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Who the other side is: their name (and business), or "Deleted user" once their account is gone. */
export function counterpartName(t: TFunction, counterpart: ConversationSummary['counterpart']): string {
  if (counterpart.deleted) return t('messaging.deletedUser');
  return counterpart.businessName ? `${counterpart.name} · ${counterpart.businessName}` : counterpart.name;
}
