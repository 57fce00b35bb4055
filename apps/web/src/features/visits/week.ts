import { londonDate } from './visit-time';

const DAY_MS = 86_400_000;

/** The Monday (a London date, YYYY-MM-DD) of the week holding `date`. */
export function mondayOf(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const weekday = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** The seven London dates from `monday`. */
export const daysFrom = (monday: string) =>
  Array.from({ length: 7 }, (_, i) =>
    new Date(Date.parse(`${monday}T12:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );

/** `monday` moved by `weeks`. */
export const shiftWeek = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T12:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/**
 * The instants to ask for: London's days run from 23:00 or 00:00 UTC, so an hour is added before;
 * visits are then placed by their London date.
 */
export const spanOf = (monday: string) => ({
  from: new Date(Date.parse(`${monday}T00:00:00Z`) - 3_600_000).toISOString(),
  to: new Date(Date.parse(`${shiftWeek(monday, 1)}T00:00:00Z`)).toISOString(),
});

export const thisMonday = () => mondayOf(londonDate(new Date()));
