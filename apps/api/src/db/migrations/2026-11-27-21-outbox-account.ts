import type { Kysely } from 'kysely';

/**
 * Which account an email was sent to (role and id), besides its address: an account's data export
 * holds the emails sent to it, not every email an address ever received (a tradesperson with the
 * same address, an earlier owner of a freed address, a visitor before anyone signed up with it).
 * Emails written before this name no account and appear in no export.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('account_role', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('account_id', 'text').execute();
  await db.schema.createIndex('outbox_account').on('outbox').columns(['account_id', 'account_role']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_account').execute();
  await db.schema.alterTable('outbox').dropColumn('account_id').execute();
  await db.schema.alterTable('outbox').dropColumn('account_role').execute();
}
