import type { Kysely } from 'kysely';

/**
 * Issue 39: each background worker's last success and last failure (with its message), one row a
 * worker, written by whichever server ran the round, so every server's /metrics and an operator
 * reading the database see when the digests, reminders, outbox delivery ... last worked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('worker_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_success_at', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('last_failure_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_runs').execute();
}
