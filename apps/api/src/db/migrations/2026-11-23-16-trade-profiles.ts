import type { Kysely } from 'kysely';

/**
 * Issue 17: what a tradesperson tells clients about themselves (about text, years trading, a
 * portrait), the credentials they claim, each checked or not by an administrator, and a portfolio.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trade_profiles')
    .addColumn('tradesperson_id', 'text', (col) => col.primaryKey().references('tradespeople.id').onDelete('cascade'))
    .addColumn('about', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('years_trading', 'integer')
    // The portrait's image id in storage (a new id per upload, so a public cache never serves an old one).
    .addColumn('portrait_id', 'text')
    .addColumn('portrait_width', 'integer')
    .addColumn('portrait_height', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // One row per credential claimed; checked_at and checked_by are set by an administrator and
  // cleared whenever the tradesperson changes what the credential says.
  await db.schema
    .createTable('credentials')
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('number', 'text')
    .addColumn('scheme', 'text')
    .addColumn('insurer', 'text')
    .addColumn('policy_number', 'text')
    .addColumn('cover_pounds', 'integer')
    .addColumn('expires_on', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('checked_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('credentials_pk', ['tradesperson_id', 'kind'])
    .execute();

  await db.schema
    .createTable('portfolio_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('caption', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('portfolio_photos_tradesperson_idx')
    .on('portfolio_photos')
    .columns(['tradesperson_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portfolio_photos').execute();
  await db.schema.dropTable('credentials').execute();
  await db.schema.dropTable('trade_profiles').execute();
}
