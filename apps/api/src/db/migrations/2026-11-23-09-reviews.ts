import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A completed hire: the one job a client may review its tradesperson for (written when the job is
  // completed), and when the one reminder went.
  await db.schema
    .createTable('review_requests')
    .addColumn('job_id', 'text', (col) => col.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .addColumn('reminded_at', 'text')
    .execute();
  await db.schema.createIndex('review_requests_client_idx').on('review_requests').column('client_id').execute();
  await db.schema
    .createIndex('review_requests_reminder_idx')
    .on('review_requests')
    .columns(['reminded_at', 'completed_at'])
    .execute();
  // Jobs completed before reviews existed can be reviewed too; their reminder counts as sent.
  await sql`
    insert into review_requests (job_id, client_id, tradesperson_id, completed_at, reminded_at)
    select j.id, j.client_id, q.tradesperson_id, j.updated_at, j.updated_at
    from jobs j join quotations q on q.id = j.accepted_quotation_id
    where j.status = 'completed'`.execute(db);

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One review per job: of two racing reviews the second breaks this and is refused.
    .addColumn('job_id', 'text', (col) => col.notNull().unique().references('jobs.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('tradesperson_id', 'text', (col) => col.notNull().references('tradespeople.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('quality', 'integer', (col) => col.notNull())
    .addColumn('reliability', 'integer', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('hidden_reason', 'text')
    .addColumn('reply_text', 'text')
    .addColumn('reply_at', 'text')
    .addColumn('edited_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reviews_tradesperson_idx')
    .on('reviews')
    // A page of one tradesperson's reviews, newest first, is read from the front of this index.
    .columns(['tradesperson_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reviews_client_idx').on('reviews').column('client_id').execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('review_id', 'text', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('reporter_role', 'text', (col) => col.notNull())
    .addColumn('reporter_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    // Set when an administrator hid or kept the review: the report is then dealt with.
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('review_reports_once', ['review_id', 'reporter_role', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('review_reports_open_idx')
    .on('review_reports')
    .columns(['resolved_at', 'review_id'])
    .execute();

  // Each tradesperson's published reviews summed up, kept with every change to their reviews, so
  // that profiles, the directory sorted by rating and the top-rated read one row per person.
  await db.schema
    .createTable('tradesperson_ratings')
    .addColumn('tradesperson_id', 'text', (col) => col.primaryKey().references('tradespeople.id').onDelete('cascade'))
    .addColumn('review_count', 'integer', (col) => col.notNull())
    .addColumn('rating_sum', 'integer', (col) => col.notNull())
    .addColumn('quality_sum', 'integer', (col) => col.notNull())
    .addColumn('reliability_sum', 'integer', (col) => col.notNull())
    .addColumn('value_sum', 'integer', (col) => col.notNull())
    .addColumn('stars1', 'integer', (col) => col.notNull())
    .addColumn('stars2', 'integer', (col) => col.notNull())
    .addColumn('stars3', 'integer', (col) => col.notNull())
    .addColumn('stars4', 'integer', (col) => col.notNull())
    .addColumn('stars5', 'integer', (col) => col.notNull())
    // The unrounded average overall score; null while there is no published review.
    .addColumn('average', 'real')
    // The top-rated ranking's Bayesian average (modules/reviews/figures.ts), read in index order.
    .addColumn('ranking', 'real', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('tradesperson_ratings_best_idx')
    .on('tradesperson_ratings')
    .columns(['average', 'review_count'])
    .execute();
  await db.schema
    .createIndex('tradesperson_ratings_ranking_idx')
    .on('tradesperson_ratings')
    .columns(['ranking', 'review_count', 'tradesperson_id'])
    .execute();
  // Jobs won (on profiles and the top-rated) counted from an index.
  await db.schema.createIndex('quotations_won_idx').on('quotations').columns(['tradesperson_id', 'status']).execute();
  // The live figures: clients who gave 4 or 5, and clients with a completed job, read from indexes.
  await db.schema
    .createIndex('reviews_satisfied_idx')
    .on('reviews')
    .columns(['status', 'rating', 'client_id'])
    .execute();
  await db.schema.createIndex('jobs_status_client_idx').on('jobs').columns(['status', 'client_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_status_client_idx').execute();
  await db.schema.dropIndex('quotations_won_idx').execute();
  await db.schema.dropTable('tradesperson_ratings').execute();
  await db.schema.dropTable('review_reports').execute();
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('review_requests').execute();
}
