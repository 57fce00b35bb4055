import type { FastifyBaseLogger } from 'fastify';
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
    const { jobs } = await matchingJobs(db, person.id, 1, LISTED);
    const fresh = jobs.filter((job) => job.createdAt > since && !job.quoted);
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

/** Looks for digests due every few minutes, in the server process, until the app closes. */
export function startDigestWorker(db: Db, mailer: Mailer, log: FastifyBaseLogger, everyMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendJobDigests(db, mailer).catch((error: unknown) =>
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'job digests not sent'),
    );
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
