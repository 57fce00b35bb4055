import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // When the account's email was shown to be its owner's (null: not yet). Administrators are made
  // by an operator on the server, so theirs counts as verified.
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema.alterTable(table).addColumn('email_verified_at', 'text').execute();
  }
  await db.updateTable('admins').set({ email_verified_at: new Date().toISOString() }).execute();

  // Single-use links sent by email (verification, password reset), stored by their hash only.
  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_tokens_account_idx')
    .on('email_tokens')
    .columns(['role', 'user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema.alterTable(table).dropColumn('email_verified_at').execute();
  }
}
