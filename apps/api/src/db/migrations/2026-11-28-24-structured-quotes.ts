import type { Kysely } from 'kysely';

/**
 * Issue 41: a quotation may carry a structured quote (its lines, VAT, inclusions, deposit, dates,
 * validity) as JSON in `quote`; its totals are computed from it (packages/shared/src/quotes.ts).
 * `valid_until` is the last day it can be accepted (null for a quotation of text alone, which does
 * not expire); `renewed_at` is when the tradesperson renewed it (once); `expiry_reminded_at` claims
 * the email telling the client it is about to expire, so it is sent once. The index finds the
 * pending quotations whose validity ends soon.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotations').addColumn('quote', 'text').execute();
  await db.schema.alterTable('quotations').addColumn('valid_until', 'text').execute();
  await db.schema.alterTable('quotations').addColumn('renewed_at', 'text').execute();
  await db.schema.alterTable('quotations').addColumn('expiry_reminded_at', 'text').execute();
  await db.schema
    .createIndex('quotations_status_valid_until_idx')
    .on('quotations')
    .columns(['status', 'valid_until'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quotations_status_valid_until_idx').execute();
  for (const column of ['expiry_reminded_at', 'renewed_at', 'valid_until', 'quote']) {
    await db.schema.alterTable('quotations').dropColumn(column).execute();
  }
}
