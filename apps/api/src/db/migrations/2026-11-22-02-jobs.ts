import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('work_type', 'text', (col) => col.notNull())
    .addColumn('service_time', 'text', (col) => col.notNull())
    .addColumn('property_type', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('postcode_outward', 'text', (col) => col.notNull())
    .addColumn('postcode_area', 'text', (col) => col.notNull())
    .addColumn('postcode_district', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text', (col) => col.notNull())
    .addColumn('job_description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('quotation_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accepted_quotation_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Matching: open jobs of one trade in one area, outward code or district, newest first. Each index
  // is read in order and covers the whole filter, so a page is found from the first few entries of
  // each covered place, however many jobs match; only the rows of the page are then read.
  for (const column of ['postcode_area', 'postcode_outward', 'postcode_district']) {
    await db.schema
      .createIndex(`jobs_match_${column}_idx`)
      .on('jobs')
      .columns(['work_type', 'status', column, 'created_at', 'id', 'quotation_count'])
      .execute();
  }
  await db.schema.createIndex('jobs_client_idx').on('jobs').columns(['client_id', 'created_at']).execute();

  await db.schema
    .createTable('quotations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('quotation_text', 'text', (col) => col.notNull())
    .addColumn('price_pence', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('quotations_job_tradesperson_unique', ['job_id', 'tradesperson_id'])
    .execute();
  await db.schema
    .createIndex('quotations_tradesperson_idx')
    .on('quotations')
    .columns(['tradesperson_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quotations').execute();
  await db.schema.dropTable('jobs').execute();
}
