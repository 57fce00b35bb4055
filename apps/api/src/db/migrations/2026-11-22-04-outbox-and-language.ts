import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Each account's language: the language of every email it is sent.
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
  }

  // The transactional outbox: an email is a row committed with the change that causes it.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('headers', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  for (const table of ['clients', 'tradespeople', 'admins']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
