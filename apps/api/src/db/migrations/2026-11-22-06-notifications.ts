import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Which optional emails each person wants (JSON; what is absent takes its default).
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema
      .alterTable(table)
      .addColumn('notifications', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
  }
  // The preference an unsubscribe link turns off.
  await db.schema.alterTable('email_tokens').addColumn('topic', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('topic').execute();
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema.alterTable(table).dropColumn('notifications').execute();
  }
}
