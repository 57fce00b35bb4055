/** The audit log: every change an administrator makes, written with the change, as data (a kind and its fields). */
import type { Kysely, Transaction } from 'kysely';
import {
  AUDIT_FIELD_NAMES,
  AUDIT_KINDS,
  auditDataOf,
  auditText,
  type AuditData,
  type NewAuditData,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { toCsv } from '../../lib/csv.js';
import { newId, nowIso } from '../../lib/ids.js';
import { translate } from '../../lib/i18n.js';
import type { Session } from '../../plugins/auth.js';
import * as repo from './repository.js';

/** Records who did what to which target (its kind and fields), in the same transaction as the change. */
export async function audit(trx: Transaction<Database>, admin: Session, targetId: string, data: NewAuditData) {
  await repo.insertAudit(trx, {
    id: newId(),
    adminId: admin.userId,
    adminEmail: (await repo.findAdminEmail(trx, admin.userId)) ?? 'unknown',
    ...AUDIT_KINDS[data.kind],
    targetId,
    kind: data.kind,
    fields: JSON.stringify(data.fields),
    createdAt: nowIso(),
  });
}

/** The entry in English, from the catalogue (the API's `summary`, and the CSV's). */
export const englishText = (data: AuditData) => auditText(data, (key, values) => translate('en', key, values));

type Row = Awaited<ReturnType<typeof repo.latestAudit>>[number];

function entryOf({ id, adminId: _adminId, kind, fields, ...rest }: Row) {
  const data = auditDataOf(kind, fields);
  return { _id: id, ...rest, summary: englishText(data), ...data };
}

export async function latestAudit(db: Kysely<Database>, limit: number) {
  return (await repo.latestAudit(db, limit)).map(entryOf);
}

/** CSV cells of one value: a field's number, yes/no as true/false, an absent field empty. */
const cell = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The whole log, newest first, for a spreadsheet: the columns of GET /api/admin/audit (summary in
 * English), then the kind, then one column per field of any kind (empty where a kind has none).
 */
export async function auditCsv(db: Kysely<Database>) {
  const fieldNames = AUDIT_FIELD_NAMES;
  const entries = (await repo.allAudit(db)).map(entryOf);
  const header = [
    'created_at',
    'admin_email',
    'action',
    'target_type',
    'target_id',
    'summary',
    'kind',
    ...fieldNames.map(snakeCase),
  ];
  const rows = entries.map((entry) => [
    entry.createdAt,
    entry.adminEmail,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.summary,
    entry.kind,
    ...fieldNames.map((name) => cell((entry.fields as Record<string, unknown>)[name])),
  ]);
  return toCsv(header, rows);
}
