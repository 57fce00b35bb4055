import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import { matchingJobs } from './service.js';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many new jobs a digest lists at most (the link shows the rest). */
const LISTED = 10;

/**
 * The daily email of new jobs, for each tradesperson who chose it and has not had one for a day:
 * the open jobs of their trade and areas posted since their last digest. Each is claimed first, so
 * several servers send each one once; nobody is emailed about nothing.
 */
export async function sendJobDigests(db: Db, mailer: Mailer, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  let sent = 0;
  for (const person of await notifications.dueForDigest(db, new Date(now - DAY_MS).toISOString())) {
    if (!(await notifications.claimDigest(db, person.id, person.jobDigestAt, at))) continue;
    const since = person.jobDigestAt ?? new Date(now - DAY_MS).toISOString();
    const { jobs } = await matchingJobs(db, person.id, { page: 1, limit: LISTED, sort: 'newest' });
    const fresh = jobs.filter((job) => job.createdAt > since && !job.quoted && !job.withdrawn);
    if (fresh.length === 0) continue;
    await db.transaction().execute((trx) =>
      notifications.queueJobDigest(
        trx,
        mailer,
        person,
        fresh.map((job) => ({ workType: job.workType, city: job.address.city, postcode: job.address.postcode })),
      ),
    );
    sent += 1;
  }
  return sent;
}
