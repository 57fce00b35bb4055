/**
 * The working-hours clock of the reliability figures (issue 42): minutes between two instants
 * counting only Monday to Friday, 08:00 to 18:00 London time, leaving out England and Wales bank
 * holidays. Each day's hours are London wall-clock hours, so a clock-change day still has ten.
 */
import { DateTime } from 'luxon';
import { BANK_HOLIDAYS_ENGLAND_AND_WALES } from './bank-holidays.js';

export const WORKING_HOURS = { zone: 'Europe/London', startHour: 8, endHour: 18 } as const;

/** Whether a London date (a DateTime at any time of it) is a working day. */
function isWorkingDay(day: DateTime): boolean {
  return day.weekday <= 5 && !BANK_HOLIDAYS_ENGLAND_AND_WALES.has(day.toISODate()!);
}

/** Working minutes from `from` to `to` (0 when `to` is not after `from`), rounded down. */
export function workingMinutesBetween(from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let day = DateTime.fromMillis(start, { zone: WORKING_HOURS.zone }).startOf('day');
  let millis = 0;
  while (day.toMillis() < end) {
    if (isWorkingDay(day)) {
      const open = day.set({ hour: WORKING_HOURS.startHour }).toMillis();
      const close = day.set({ hour: WORKING_HOURS.endHour }).toMillis();
      millis += Math.max(0, Math.min(close, end) - Math.max(open, start));
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  return Math.floor(millis / 60_000);
}
