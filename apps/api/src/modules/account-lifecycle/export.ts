import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { emailsSentTo } from '../mail/index.js';
import type { Session } from '../../plugins/auth.js';
import { AppError } from '../../lib/app-error.js';
import { exportConversations } from '../messaging/index.js';
import { requestsBy } from '../requests/index.js';
import { ownProfile } from '../trade-profile/index.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/**
 * GET /api/account/export: everything held about the signed-in person, as one JSON document (UK
 * GDPR right of access and portability): the account (never its password hash), their jobs and the
 * quotations on them or their own quotations, their home-page requests, their email preferences and
 * the emails sent to this account (not every email its address ever got), their conversations with every message, a tradesperson's profile and credentials. Read-only queries across the tables that hold their data.
 */
export async function exportData(db: Db, session: Session) {
  if (session.role === 'admin') throw new AppError('FORBIDDEN');
  const row = await repo.findOwnAccount(db, session.role, session.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { passwordHash: _secret, notifications, coverage, ...account } = row as typeof row & { coverage?: string };
  const [jobs, quotations, requests, emails, conversations, tradeProfile] = await Promise.all([
    session.role === 'client'
      ? db.selectFrom('jobs').selectAll().where('clientId', '=', session.userId).orderBy('createdAt').execute()
      : [],
    session.role === 'client'
      ? db
          .selectFrom('quotations')
          .innerJoin('jobs', 'jobs.id', 'quotations.jobId')
          .innerJoin('tradespeople', 'tradespeople.id', 'quotations.tradespersonId')
          .select([
            'quotations.id',
            'quotations.jobId',
            'tradespeople.businessName',
            'quotations.quotationText',
            'quotations.pricePence',
            'quotations.status',
            'quotations.createdAt',
          ])
          .where('jobs.clientId', '=', session.userId)
          .orderBy('quotations.createdAt')
          .execute()
      : db
          .selectFrom('quotations')
          .innerJoin('jobs', 'jobs.id', 'quotations.jobId')
          .select([
            'quotations.id',
            'quotations.jobId',
            'jobs.workType',
            'jobs.city',
            'jobs.status as jobStatus',
            'quotations.quotationText',
            'quotations.pricePence',
            'quotations.status',
            'quotations.createdAt',
          ])
          .where('quotations.tradespersonId', '=', session.userId)
          .orderBy('quotations.createdAt')
          .execute(),
    // Home requests go by address: only an owner who confirmed it has made them (issue 38).
    session.role === 'client' && row.emailVerifiedAt ? requestsBy(db, row.email) : [],
    emailsSentTo(db, session.role, session.userId),
    exportConversations(db, { role: session.role, id: session.userId }),
    session.role === 'tradesperson' ? ownProfile(db, session) : undefined,
  ]);
  return {
    exportedAt: nowIso(),
    role: session.role,
    account: {
      ...account,
      ...(coverage === undefined ? {} : { coverage: JSON.parse(coverage) as string[] }),
      emailPreferences: JSON.parse(notifications) as Record<string, unknown>,
    },
    ...(session.role === 'client' ? { jobs, jobRequests: requests } : { tradeProfile }),
    quotations,
    conversations,
    emails,
  };
}
