import type { Kysely } from 'kysely';

/**
 * Issue 42: site visits. A visit is proposed on a conversation (a job and one tradesperson) with up
 * to three times (`options`, JSON of UTC instants); picking one books it (`starts_at`, `ends_at`).
 * `sequence` rises with each move, so calendars update the one event (its UID is the visit's id).
 * The reminder columns are claimed by the server that sends each reminder, so it goes once.
 * `visit_calendars` holds each person's two-hour reminder choice and the hash of their private
 * calendar feed's token. Emails may now carry a calendar invitation (`outbox.calendar`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('job_id', 'text', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('proposed_by', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('address_agreed_at', 'text')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('move_reason', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('outcome', 'text')
    .addColumn('outcome_at', 'text')
    .addColumn('reply_text', 'text')
    .addColumn('reply_at', 'text')
    .addColumn('day_reminded_at', 'text')
    .addColumn('soon_reminded_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('visits_conversation_idx').on('visits').columns(['conversation_id']).execute();
  // A tradesperson's booked visits by time: the overlap check, the week view and the feed.
  await db.schema
    .createIndex('visits_tradesperson_idx')
    .on('visits')
    .columns(['tradesperson_id', 'status', 'starts_at'])
    .execute();
  await db.schema.createIndex('visits_client_idx').on('visits').columns(['client_id', 'status', 'starts_at']).execute();
  // The reminder worker's search: booked visits by start.
  await db.schema.createIndex('visits_status_start_idx').on('visits').columns(['status', 'starts_at']).execute();

  await db.schema
    .createTable('visit_calendars')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('remind_two_hours', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('feed_token_hash', 'text', (col) => col.unique())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('visit_calendars_pk', ['role', 'user_id'])
    .execute();

  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('visit_calendars').execute();
  await db.schema.dropTable('visits').execute();
}
