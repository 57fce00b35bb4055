/**
 * Each person's visit calendar: whether they want the two-hour reminder too, and a private feed
 * address calendars subscribe to. The address holds a secret token; only its hash is kept, so it
 * is shown once when made, and making another (or revoking it) ends the old one (then 404).
 */
import type { Kysely } from 'kysely';
import type { CalendarFeed, Language, VisitCalendar, VisitCalendarSettingsInput } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken, nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import type { Mailer } from '../mail/index.js';
import { feed } from './calendar.js';
import { visitLink } from './emails.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** The feed lists visits from this long ago on. */
const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

function personOf(session: Session) {
  if (session.role === 'admin') throw new AppError('FORBIDDEN');
  return { side: session.role, id: session.userId };
}

export async function calendarSettings(db: Db, session: Session): Promise<VisitCalendar> {
  const { side, id } = personOf(session);
  const row = await repo.findCalendar(db, side, id);
  return { remindTwoHours: row?.remindTwoHours === 1, hasFeed: Boolean(row?.feedTokenHash) };
}

export async function saveSettings(db: Db, session: Session, input: VisitCalendarSettingsInput) {
  const { side, id } = personOf(session);
  await repo.saveCalendar(db, side, id, { remindTwoHours: input.remindTwoHours ? 1 : 0 }, nowIso());
  return calendarSettings(db, session);
}

export const feedPath = (token: string) => `/api/calendar-feeds/${token}/visits.ics`;

/** A new private address (the old one, if any, stops working). */
export async function renewFeed(db: Db, mailer: Mailer, session: Session): Promise<CalendarFeed> {
  const { side, id } = personOf(session);
  const token = newToken();
  await repo.saveCalendar(db, side, id, { feedTokenHash: hashToken(token) }, nowIso());
  return { url: mailer.link(feedPath(token)) };
}

export async function revokeFeed(db: Db, session: Session) {
  const { side, id } = personOf(session);
  await repo.saveCalendar(db, side, id, { feedTokenHash: null }, nowIso());
}

/** The feed of the token's owner: their booked visits; an unknown or revoked token: 404. */
export async function feedOf(db: Db, mailer: Mailer, token: string): Promise<string> {
  const owner = await repo.findCalendarByToken(db, hashToken(token));
  if (!owner) throw new AppError('NOT_FOUND');
  const rows = await repo.bookedVisitsOf(
    db,
    owner.role,
    owner.userId,
    new Date(Date.now() - FEED_PAST_MS).toISOString(),
  );
  const language = (await repo.languageOf(db, owner.role, owner.userId)) ?? 'en';
  return feed(
    rows,
    { side: owner.role, language: language as Language },
    { domain: new URL(mailer.link('/')).hostname, url: (row) => visitLink(mailer, row) },
  );
}
