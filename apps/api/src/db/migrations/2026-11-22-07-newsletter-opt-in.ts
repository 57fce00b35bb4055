import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Double opt-in: an address receives the newsletter once its owner confirms it. Sign-ups made
  // before this never confirmed, so they start pending.
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .execute();
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirm_token_hash', 'text').execute();
  // Kept as is (not hashed): every newsletter carries it, and all it can do is unsubscribe.
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribe_token', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    'unsubscribed_at',
    'confirmed_at',
    'unsubscribe_token',
    'confirm_token_hash',
    'language',
    'status',
  ]) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
