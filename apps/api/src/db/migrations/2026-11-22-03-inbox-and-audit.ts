import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Newest-first listings for administrators.
  await db.schema.createIndex('jobs_created_idx').on('jobs').column('created_at').execute();
  await db.schema.createIndex('clients_created_idx').on('clients').column('created_at').execute();
  await db.schema.createIndex('tradespeople_created_idx').on('tradespeople').column('created_at').execute();

  await db.schema
    .createTable('job_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trade', 'text', (col) => col.notNull())
    .addColumn('service_time', 'text', (col) => col.notNull())
    .addColumn('property_type', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('job_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_requests_email_idx').on('job_requests').columns(['email', 'status']).execute();
  await db.schema.createIndex('job_requests_created_idx').on('job_requests').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('admin_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'newsletter_subscriptions', 'contact_messages', 'job_requests']) {
    await db.schema.dropTable(table).execute();
  }
}
