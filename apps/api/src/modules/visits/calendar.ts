/**
 * The iCalendar text of visits, made by ical-generator: one event a visit, its UID the visit's id
 * (stable), its SEQUENCE raised by each move and by the cancellation, so a calendar updates the
 * event it holds instead of adding another. Times are UTC instants: no time-zone table to get wrong.
 */
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Language } from '@tradewise/shared';
import { translate } from '../../lib/i18n.js';
import type { VisitRow } from './repository.js';

export type Method = 'REQUEST' | 'CANCEL';

const METHODS = { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL } as const;

/** The event's UID: the same for the visit's whole life, on every server. */
export const visitUid = (visitId: string, domain: string) => `visit-${visitId}@${domain}`;

interface Reader {
  side: 'client' | 'tradesperson';
  language: Language;
}

interface CalendarContext {
  /** The host the UIDs and the organizer's address are made from. */
  domain: string;
  /** The link to the visit on the site. */
  url: string;
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  row: VisitRow,
  reader: Reader,
  context: CalendarContext,
  cancelled: boolean,
) {
  const brand = translate(reader.language, 'brand.name');
  const t = (key: string, values: Record<string, string> = {}) => translate(reader.language, key, { brand, ...values });
  const trade = t(`enums.trades.${row.workType}`);
  const other = reader.side === 'client' ? row.businessName : row.clientName;
  calendar.createEvent({
    id: visitUid(row.id, context.domain),
    sequence: row.sequence,
    start: new Date(row.startsAt!),
    end: new Date(row.endsAt!),
    stamp: new Date(row.updatedAt),
    summary: t('email.visitCalendar.summary', { trade, name: other }),
    description: t('email.visitCalendar.description', { trade, name: other }),
    location: `${row.street}, ${row.city} ${row.postcode}`,
    url: context.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: brand, email: `visits@${context.domain}` },
    attendees: [
      { name: row.clientName, email: row.clientEmail, role: ICalAttendeeRole.REQ },
      { name: row.businessName, email: row.tradespersonEmail, role: ICalAttendeeRole.REQ },
    ],
  });
}

/** The invitation sent with a booking, a move (REQUEST) or a cancellation (CANCEL). */
export function invitation(row: VisitRow, method: Method, reader: Reader, context: CalendarContext): string {
  const calendar = ical({
    prodId: { company: 'Tradewise', product: 'visits', language: reader.language.toUpperCase() },
    method: METHODS[method],
  });
  addEvent(calendar, row, reader, context, method === 'CANCEL');
  return calendar.toString();
}

/** A person's private feed: their booked visits (a calendar subscribing to it re-reads it whole). */
export function feed(
  rows: VisitRow[],
  reader: Reader,
  context: Omit<CalendarContext, 'url'> & { url: (row: VisitRow) => string },
) {
  const calendar = ical({
    prodId: { company: 'Tradewise', product: 'visits', language: reader.language.toUpperCase() },
    name: translate(reader.language, 'email.visitCalendar.feedName', {
      brand: translate(reader.language, 'brand.name'),
    }),
    ttl: 60 * 60,
  });
  for (const row of rows) addEvent(calendar, row, reader, { domain: context.domain, url: context.url(row) }, false);
  return calendar.toString();
}
