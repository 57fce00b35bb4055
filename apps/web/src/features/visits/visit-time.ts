import { formatLocale } from '../../lib/format-locale';

/** Visits are on London's clock, wherever the reader is. */
const LONDON = 'Europe/London';

/** "Mon 30 Mar, 09:00–10:00" on London's clock, in the reader's language. */
export function slotText(slot: { startsAt: string; endsAt: string }, language: string | undefined): string {
  const locale = formatLocale(language);
  const day = new Intl.DateTimeFormat(locale, { timeZone: LONDON, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: LONDON, hour: '2-digit', minute: '2-digit' });
  const start = new Date(slot.startsAt);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(slot.endsAt))}`;
}

/** "09:00–10:00" on London's clock. */
export function timeText(slot: { startsAt: string; endsAt: string }, language: string | undefined): string {
  const time = new Intl.DateTimeFormat(formatLocale(language), {
    timeZone: LONDON,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${time.format(new Date(slot.startsAt))}–${time.format(new Date(slot.endsAt))}`;
}

/** The London date (YYYY-MM-DD) of an instant. */
export const londonDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(at);

/** The lengths offered, in minutes. */
export const LENGTHS = [30, 60, 90, 120, 180, 240] as const;
