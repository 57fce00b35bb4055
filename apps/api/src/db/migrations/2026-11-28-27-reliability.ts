import type { Kysely } from 'kysely';

/**
 * Issue 42: each tradesperson's reliability figures, kept up to date as things happen (never counted
 * on read). First answers of conversations a client opened are counted per working-hours bucket (so
 * the usual bucket, the median, is read from four counts); hires completed; visits the client said
 * happened or that nobody came to. `leave_until` is the London date a declared leave ends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tradesperson_reliability')
    .addColumn('tradesperson_id', 'text', (col) => col.primaryKey().references('tradespeople.id').onDelete('cascade'))
    .addColumn('answers_within_hour', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answers_within_day', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answers_within_two_days', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answers_later', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hires_completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visits_kept', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visits_missed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('leave_until', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tradesperson_reliability').execute();
}
