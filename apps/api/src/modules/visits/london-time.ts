/**
 * Visit times are typed on London's clock and stored as UTC instants. Luxon (with the IANA zone
 * Europe/London) places them right across the clock changes: a length runs in real minutes, a
 * time the clocks skip (01:30 on the last Sunday of March) is refused, and a time they pass twice
 * (01:30 on the last Sunday of October) is the second of the two, on Greenwich time (Luxon's choice).
 */
import { DateTime } from 'luxon';
import type { Language, VisitTimeInput } from '@tradewise/shared';

export const LONDON = 'Europe/London';

export interface Slot {
  startsAt: string;
  endsAt: string;
}

/** The instants of a London date, start and length; null for a time London's clock never shows. */
export function slotOf(time: VisitTimeInput): Slot | null {
  const start = DateTime.fromISO(`${time.date}T${time.start}`, { zone: LONDON });
  if (!start.isValid || start.toFormat('yyyy-MM-dd HH:mm') !== `${time.date} ${time.start}`) return null;
  const utc = start.toUTC();
  return {
    startsAt: utc.toJSDate().toISOString(),
    endsAt: utc.plus({ minutes: time.minutes }).toJSDate().toISOString(),
  };
}

/** A slot in words on London's clock, in the reader's language ("Monday 30 March 2026, 09:00–10:00"). */
export function slotInWords(slot: Slot, language: Language): string {
  const start = DateTime.fromISO(slot.startsAt, { zone: LONDON }).setLocale(language === 'en' ? 'en-GB' : language);
  const end = DateTime.fromISO(slot.endsAt, { zone: LONDON }).setLocale(start.locale ?? 'en-GB');
  const day = start.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const sameDay = start.hasSame(end, 'day');
  const endText = sameDay ? end.toFormat('HH:mm') : `${end.toLocaleString(DateTime.DATE_MED)} ${end.toFormat('HH:mm')}`;
  return `${day}, ${start.toFormat('HH:mm')}–${endText} (${start.offsetNameShort ?? 'UK'})`;
}
