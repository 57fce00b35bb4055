import { sql, type Kysely } from 'kysely';

const ERASED = '%@deleted.invalid';

export async function up(db: Kysely<any>): Promise<void> {
  // A withdrawn quotation's row is deleted; what it said stays with the withdrawal, so that the
  // tradesperson's list can show it as withdrawn (null for those withdrawn before this).
  await db.schema.alterTable('quotation_withdrawals').addColumn('quotation_text', 'text').execute();
  await db.schema.alterTable('quotation_withdrawals').addColumn('price_pence', 'integer').execute();
  await db.schema.alterTable('quotation_withdrawals').addColumn('quoted_at', 'text').execute();

  // Accounts their owners deleted kept their town and postcode, though the account page promised
  // the address would be erased: erased now, as deleting does from here on. Their jobs keep the
  // outward code everyone saw, not the full postcode.
  for (const table of ['clients', 'tradespeople']) {
    await db.updateTable(table).set({ city: '', postcode: '' }).where('email', 'like', ERASED).execute();
  }
  await db
    .updateTable('tradespeople')
    .set({ base_latitude: null, base_longitude: null })
    .where('email', 'like', ERASED)
    .execute();
  await db
    .updateTable('jobs')
    .set({ postcode: sql.ref('postcode_outward') })
    .where('client_id', 'in', db.selectFrom('clients').select('id').where('email', 'like', ERASED))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The erased addresses cannot come back; only the columns go.
  await db.schema.alterTable('quotation_withdrawals').dropColumn('quoted_at').execute();
  await db.schema.alterTable('quotation_withdrawals').dropColumn('price_pence').execute();
  await db.schema.alterTable('quotation_withdrawals').dropColumn('quotation_text').execute();
}
