import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Who took back a quotation on which job: they may not quote on it again, so withdrawing and
  // quoting in turn cannot email the client over and over.
  await db.schema
    .createTable('quotation_withdrawals')
    .addColumn('job_id', 'text', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('withdrawn_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('quotation_withdrawals_pk', ['job_id', 'tradesperson_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quotation_withdrawals').execute();
}
