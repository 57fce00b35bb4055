import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // When a tradesperson who chose a daily email of new jobs was last sent one.
  await db.schema.alterTable('tradespeople').addColumn('job_digest_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tradespeople').dropColumn('job_digest_at').execute();
}
