import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.js';
import * as accounts from './migrations/2026-11-22-01-accounts.js';
import * as jobs from './migrations/2026-11-22-02-jobs.js';
import * as inbox from './migrations/2026-11-22-03-inbox-and-audit.js';
import * as outbox from './migrations/2026-11-22-04-outbox-and-language.js';
import * as emailTokens from './migrations/2026-11-22-05-email-tokens.js';
import * as notifications from './migrations/2026-11-22-06-notifications.js';
import * as newsletter from './migrations/2026-11-22-07-newsletter-opt-in.js';
import * as jobDigest from './migrations/2026-11-22-08-job-digest.js';
import * as reviews from './migrations/2026-11-23-09-reviews.js';
import * as withdrawals from './migrations/2026-11-23-10-quotation-withdrawals.js';
import * as messaging from './migrations/2026-11-23-11-messaging.js';
import * as distance from './migrations/2026-11-23-12-distance.js';
import * as distanceVectors from './migrations/2026-11-23-13-distance-vectors.js';
import * as recentJobsIndex from './migrations/2026-11-23-14-recent-jobs-index.js';
import * as jobPhotos from './migrations/2026-11-23-15-job-photos.js';
import * as tradeProfiles from './migrations/2026-11-23-16-trade-profiles.js';
import * as insuranceReminders from './migrations/2026-11-27-18-insurance-reminders.js';
import * as invitations from './migrations/2026-11-27-19-invitations-and-request-links.js';
import * as erasureAndWithdrawals from './migrations/2026-11-27-20-erasure-and-withdrawals.js';
import * as outboxAccount from './migrations/2026-11-27-21-outbox-account.js';
import * as auditData from './migrations/2026-11-28-22-audit-entries-as-data.js';
import * as workerRuns from './migrations/2026-11-28-23-worker-runs.js';
import * as structuredQuotes from './migrations/2026-11-28-24-structured-quotes.js';
import * as agreements from './migrations/2026-11-28-25-agreements.js';
import * as siteVisits from './migrations/2026-11-28-26-site-visits.js';
import * as reliability from './migrations/2026-11-28-27-reliability.js';

/** Every migration, in order. Names are date-prefixed and never change once released. */
const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-jobs': jobs,
  '2026-11-22-03-inbox-and-audit': inbox,
  '2026-11-22-04-outbox-and-language': outbox,
  '2026-11-22-05-email-tokens': emailTokens,
  '2026-11-22-06-notifications': notifications,
  '2026-11-22-07-newsletter-opt-in': newsletter,
  '2026-11-22-08-job-digest': jobDigest,
  '2026-11-23-09-reviews': reviews,
  '2026-11-23-10-quotation-withdrawals': withdrawals,
  '2026-11-23-11-messaging': messaging,
  '2026-11-23-12-distance': distance,
  '2026-11-23-13-distance-vectors': distanceVectors,
  '2026-11-23-14-recent-jobs-index': recentJobsIndex,
  '2026-11-23-15-job-photos': jobPhotos,
  '2026-11-23-16-trade-profiles': tradeProfiles,
  '2026-11-27-18-insurance-reminders': insuranceReminders,
  '2026-11-27-19-invitations-and-request-links': invitations,
  '2026-11-27-20-erasure-and-withdrawals': erasureAndWithdrawals,
  '2026-11-27-21-outbox-account': outboxAccount,
  '2026-11-28-22-audit-entries-as-data': auditData,
  '2026-11-28-23-worker-runs': workerRuns,
  '2026-11-28-24-structured-quotes': structuredQuotes,
  '2026-11-28-25-agreements': agreements,
  '2026-11-28-26-site-visits': siteVisits,
  '2026-11-28-27-reliability': reliability,
};

/**
 * Brings the schema up to date; Kysely records what ran, so a restart runs nothing again. On
 * PostgreSQL, `schema` names the schema that holds the bookkeeping tables (tests give each file
 * its own schema, and Kysely would otherwise find another schema's tables and skip creating them).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
