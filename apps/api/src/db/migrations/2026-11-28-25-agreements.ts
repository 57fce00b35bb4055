import type { Kysely } from 'kysely';

/**
 * Issue 41: the written agreement of a hire and its variations. An agreement belongs to one job;
 * each version is a frozen snapshot (JSON) of what both sides agreed, never changed once written;
 * a variation is a change proposed by one side, accepted or declined by the other. The outbox may
 * carry files (the agreement's PDF on the hire emails), as JSON with base64 content.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().unique())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('tradesperson_id', 'text', (col) => col.notNull())
    .addColumn('quotation_id', 'text', (col) => col.notNull())
    .addColumn('current_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('agreements_client_idx').on('agreements').column('client_id').execute();
  await db.schema.createIndex('agreements_tradesperson_idx').on('agreements').column('tradesperson_id').execute();

  await db.schema
    .createTable('agreement_versions')
    .addColumn('agreement_id', 'text', (col) => col.notNull().references('agreements.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('total_pence', 'integer')
    .addColumn('variation_id', 'text')
    .addColumn('made_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agreement_versions_pk', ['agreement_id', 'version'])
    .execute();

  await db.schema
    .createTable('agreement_variations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agreement_id', 'text', (col) => col.notNull().references('agreements.id').onDelete('cascade'))
    .addColumn('proposed_by', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_change_pence', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('version', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('agreement_variations_agreement_idx')
    .on('agreement_variations')
    .columns(['agreement_id', 'created_at'])
    .execute();

  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('agreement_variations').execute();
  await db.schema.dropTable('agreement_versions').execute();
  await db.schema.dropTable('agreements').execute();
}
