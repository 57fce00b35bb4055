import type { Kysely } from 'kysely';
import { auditDataSchema, type AuditData } from '@tradewise/shared';

/**
 * Audit entries become data (issue 39): a `kind` and its `fields` (JSON) instead of an English
 * sentence, which the admin page had to take apart to show in French or Spanish. Every sentence the
 * API has ever written is read here, once, into its kind and fields; one that matches none stays
 * as it was written (kind `legacy`, the text its one field). The `summary` column goes.
 */
const CREDENTIALS: Record<string, string> = {
  'Gas Safe registration': 'gas_safe',
  'scheme membership': 'scheme',
  'public liability insurance': 'insurance',
};
const DETAIL = /(?:^|, )(number|scheme|insurer|policyNumber|coverPounds|expiresOn) /g;

/** "number 1234567, insurer Hiscox, Ltd, coverPounds 2000000" (or "nothing") -> its fields. */
function credentialDetails(text: string | undefined): Record<string, string | number> | null {
  if (text === undefined || text === 'nothing') return {};
  const keys = [...text.matchAll(DETAIL)];
  if (keys[0]?.index !== 0) return null;
  const fields: Record<string, string | number> = {};
  keys.forEach((match, i) => {
    const value = text.slice(match.index + match[0].length, keys[i + 1]?.index ?? text.length);
    fields[match[1]!] = match[1] === 'coverPounds' ? Number(value) : value;
  });
  return fields;
}

type Reading = [RegExp, (m: RegExpExecArray) => unknown];

/** Every sentence form the API wrote before this migration, with the data it says. */
const READINGS: Reading[] = [
  [
    /^Edited (client|tradesperson) (\S+?)( \(password changed\))?$/,
    (m) => ({ kind: `${m[1]}_edited`, fields: { email: m[2], passwordChanged: m[3] !== undefined } }),
  ],
  [
    /^(Approved|Reinstated|Suspended) tradesperson (\S+)$/,
    (m) => ({ kind: `tradesperson_${m[1]!.toLowerCase()}`, fields: { email: m[2] } }),
  ],
  [
    /^(Checked|Unchecked) (Gas Safe registration|scheme membership|public liability insurance) of (\S+?)(?: \((.*)\))?$/s,
    (m) => {
      const details = credentialDetails(m[4]);
      if (!details) return null;
      const fields = { email: m[3], credential: CREDENTIALS[m[2]!], ...details };
      return { kind: m[1] === 'Checked' ? 'credential_checked' : 'credential_unchecked', fields };
    },
  ],
  [/^Deleted client (\S+) and their jobs$/, (m) => ({ kind: 'client_deleted', fields: { email: m[1] } })],
  [/^Deleted tradesperson (\S+)$/, (m) => ({ kind: 'tradesperson_deleted', fields: { email: m[1] } })],
  [/^A (client|tradesperson) deleted their own account$/, (m) => ({ kind: `${m[1]}_deleted_own_account`, fields: {} })],
  [/^Deleted (\S+) job in (.+)$/s, (m) => ({ kind: 'job_deleted', fields: { trade: m[1], town: m[2] } })],
  [
    /^Hid a (\d)-star review \(reason: (\w+)\)$/,
    (m) => ({ kind: 'review_hidden', fields: { stars: Number(m[1]), reason: m[2] } }),
  ],
  [/^Restored a (\d)-star review$/, (m) => ({ kind: 'review_restored', fields: { stars: Number(m[1]) } })],
  [/^Kept a reported (\d)-star review published$/, (m) => ({ kind: 'review_kept', fields: { stars: Number(m[1]) } })],
  [
    /^Read reported conversation about (\S+) job in (.+)$/s,
    (m) => ({ kind: 'conversation_read', fields: { trade: m[1], town: m[2] } }),
  ],
  [/^Read message from (\S+)$/, (m) => ({ kind: 'contact_message_read', fields: { email: m[1] } })],
  [/^Read the email “(.*)” to (\S+)$/s, (m) => ({ kind: 'email_read', fields: { subject: m[1], recipient: m[2] } })],
];

/** What an old sentence says, as data; `legacy` with the sentence when no form matches. */
export function readSentence(summary: string): AuditData {
  for (const [pattern, read] of READINGS) {
    const match = pattern.exec(summary);
    if (!match) continue;
    const data = auditDataSchema.safeParse(read(match));
    if (data.success) return data.data;
  }
  return { kind: 'legacy', fields: { text: summary } };
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('legacy'))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('fields', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  const rows = (await db.selectFrom('audit_log').select(['id', 'summary']).execute()) as {
    id: string;
    summary: string;
  }[];
  for (const row of rows) {
    const data = readSentence(row.summary);
    await db
      .updateTable('audit_log')
      .set({ kind: data.kind, fields: JSON.stringify(data.fields) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('audit_log').dropColumn('summary').execute();
}

/** Back to sentences: an old row's text comes back; a newer entry keeps its kind and fields as text. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows = (await db.selectFrom('audit_log').select(['id', 'kind', 'fields']).execute()) as {
    id: string;
    kind: string;
    fields: string;
  }[];
  for (const row of rows) {
    const fields = JSON.parse(row.fields) as { text?: string };
    const summary = row.kind === 'legacy' ? (fields.text ?? '') : `${row.kind} ${row.fields}`;
    await db.updateTable('audit_log').set({ summary }).where('id', '=', row.id).execute();
  }
  await db.schema.alterTable('audit_log').dropColumn('fields').execute();
  await db.schema.alterTable('audit_log').dropColumn('kind').execute();
}
