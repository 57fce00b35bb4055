import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One conversation per quotation (a job and one tradesperson). quotation_id has no foreign key: a
  // withdrawn quotation's row is deleted, and its conversation stays, closed.
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('quotation_id', 'text')
    // The seq of the newest message; each side's read pointer is the seq it has read up to, so
    // what they have not read is last_seq minus it.
    .addColumn('last_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_read_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trade_read_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_read_at', 'text')
    .addColumn('trade_read_at', 'text')
    // Up to which seq each side was emailed about unread messages (one email per conversation).
    .addColumn('client_emailed_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trade_emailed_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('conversations_job_tradesperson_unique', ['job_id', 'tradesperson_id'])
    .execute();
  // Each side's list, newest activity first, read from the front of an index.
  await db.schema
    .createIndex('conversations_client_idx')
    .on('conversations')
    .columns(['client_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('conversations_tradesperson_idx')
    .on('conversations')
    .columns(['tradesperson_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('author_role', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Also the index a page of messages is read from, newest first.
    .addUniqueConstraint('messages_conversation_seq_unique', ['conversation_id', 'seq'])
    .execute();

  await db.schema
    .createTable('conversation_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('reporter_role', 'text', (col) => col.notNull())
    .addColumn('reporter_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('conversation_reports_once', ['conversation_id', 'reporter_role', 'reporter_id'])
    .execute();

  // Every quotation made before messaging gets its conversation, as a new one does. The id is
  // the quotation's own (a uuid, and unique: one conversation per quotation).
  await sql`
    insert into conversations (id, job_id, client_id, tradesperson_id, quotation_id, created_at, updated_at)
    select q.id, q.job_id, j.client_id, q.tradesperson_id, q.id, q.created_at, q.created_at
    from quotations q join jobs j on j.id = q.job_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('conversation_reports').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
}
