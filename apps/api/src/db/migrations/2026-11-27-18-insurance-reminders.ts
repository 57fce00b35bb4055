import type { Kysely } from 'kysely';

/**
 * Issue 36: a tradesperson is listed only with a checked, unexpired public liability insurance, and
 * is emailed 30 and 7 days before it expires. `expiry_reminder` records the last reminder sent for
 * the insurance as it stands (30, then 7; cleared when a new insurance replaces it), so each is sent
 * once, across restarts and servers. The index finds the insurances whose expiry is near.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credentials').addColumn('expiry_reminder', 'integer').execute();
  await db.schema
    .createIndex('credentials_kind_expiry_idx')
    .on('credentials')
    .columns(['kind', 'expires_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('credentials_kind_expiry_idx').execute();
  await db.schema.alterTable('credentials').dropColumn('expiry_reminder').execute();
}
