import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import { ownAccountRow } from '../accounts/index.js';
import { jobDataOf } from '../jobs/index.js';
import { emailsSentTo } from '../mail/index.js';
import { exportConversations } from '../messaging/index.js';
import { requestsBy } from '../requests/index.js';
import { ownProfile } from '../trade-profile/index.js';

/**
 * GET /api/account/export: everything held about the signed-in person, as one JSON document (UK
 * GDPR right of access and portability): the account (never its password hash), their jobs and the
 * quotations on them or their own quotations, their home-page requests, their email preferences and
 * the emails sent to this account (not every email its address ever got), their conversations with
 * every message, a tradesperson's profile and credentials. Each part is asked of the module that
 * holds it.
 */
export async function exportData(db: Kysely<Database>, session: Session) {
  if (session.role === 'admin') throw new AppError('FORBIDDEN');
  const role = session.role;
  const row = await ownAccountRow(db, role, session.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { passwordHash: _secret, notifications, coverage, ...account } = row as typeof row & { coverage?: string };
  const [{ jobs, quotations }, requests, emails, conversations, tradeProfile] = await Promise.all([
    jobDataOf(db, role, session.userId),
    // Home requests go by address: only an owner who confirmed it has made them (issue 38).
    role === 'client' && row.emailVerifiedAt ? requestsBy(db, row.email) : [],
    emailsSentTo(db, role, session.userId),
    exportConversations(db, { role, id: session.userId }),
    role === 'tradesperson' ? ownProfile(db, session) : undefined,
  ]);
  return {
    exportedAt: nowIso(),
    role,
    account: {
      ...account,
      ...(coverage === undefined ? {} : { coverage: JSON.parse(coverage) as string[] }),
      emailPreferences: JSON.parse(notifications) as Record<string, unknown>,
    },
    ...(role === 'client' ? { jobs, jobRequests: requests } : { tradeProfile }),
    quotations,
    conversations,
    emails,
  };
}
