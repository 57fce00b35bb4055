/** The audit log: every change an administrator makes, written with the change. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import * as repo from './repository.js';

/** Records who changed what, in the same transaction as the change. */
export async function audit(
  trx: Transaction<Database>,
  admin: Session,
  action: string,
  targetType: Database['auditLog']['targetType'],
  targetId: string,
  summary: string,
) {
  await repo.insertAudit(trx, {
    id: newId(),
    adminId: admin.userId,
    adminEmail: (await repo.findAdminEmail(trx, admin.userId)) ?? 'unknown',
    action,
    targetType,
    targetId,
    summary,
    createdAt: nowIso(),
  });
}

export async function latestAudit(db: Kysely<Database>, limit: number) {
  const rows = await repo.latestAudit(db, limit);
  return rows.map(({ id, adminId: _adminId, ...rest }) => ({ _id: id, ...rest }));
}
