import type { Kysely } from 'kysely';

/**
 * Issue 36: a client may ask one tradesperson to quote when posting a job (from their profile),
 * and a home-page request is published from the link emailed to its sender, in their language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The tradesperson a job's client asked to quote (at most one per job); the job stays open to others.
  await db.schema
    .createTable('job_invitations')
    .addColumn('job_id', 'text', (col) => col.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('job_invitations_tradesperson_idx')
    .on('job_invitations')
    .column('tradesperson_id')
    .execute();
  // The language the request form was filled in: its emailed link is written in it.
  await db.schema
    .alterTable('job_requests')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_requests').dropColumn('language').execute();
  await db.schema.dropTable('job_invitations').execute();
}
