import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A job's place: the centre of its outward code (null while unknown). Tradespeople cover a
  // radius around their base (their business postcode's centre) besides the areas they add;
  // everyone starts at 15 miles and keeps their areas. The centres are filled at start-up from
  // the outward-code data (see modules/jobs/centres.ts), not here: migrations import no
  // app code.
  await db.schema.alterTable('jobs').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('jobs').addColumn('longitude', 'double precision').execute();
  await db.schema
    .createIndex('jobs_match_latitude_idx')
    .on('jobs')
    .columns(['work_type', 'status', 'latitude', 'longitude', 'created_at', 'id', 'quotation_count'])
    .execute();
  await db.schema.alterTable('tradespeople').addColumn('base_latitude', 'double precision').execute();
  await db.schema.alterTable('tradespeople').addColumn('base_longitude', 'double precision').execute();
  await db.schema
    .alterTable('tradespeople')
    .addColumn('radius_miles', 'integer', (col) => col.notNull().defaultTo(15))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_match_latitude_idx').execute();
  for (const column of ['latitude', 'longitude']) await db.schema.alterTable('jobs').dropColumn(column).execute();
  for (const column of ['base_latitude', 'base_longitude', 'radius_miles'])
    await db.schema.alterTable('tradespeople').dropColumn(column).execute();
}
