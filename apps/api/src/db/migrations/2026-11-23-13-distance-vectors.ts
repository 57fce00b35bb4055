import { sql, type Kysely } from 'kysely';

/**
 * Each job's centre also as a unit vector (x, y, z on a sphere of radius 1): the great-circle
 * test "within N miles" becomes x·x0 + y·y0 + z·z0 >= cos(N / earth radius), three products per
 * job instead of the haversine's trigonometry. The matching index covers them, so the radius
 * branch still reads nothing but the index. Filled here from the stored centres (arithmetic on
 * columns only; migrations import no app code).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['unit_x', 'unit_y', 'unit_z']) {
    await db.schema.alterTable('jobs').addColumn(column, 'double precision').execute();
  }
  await sql`update jobs set
    unit_x = cos(radians(latitude)) * cos(radians(longitude)),
    unit_y = cos(radians(latitude)) * sin(radians(longitude)),
    unit_z = sin(radians(latitude))
    where latitude is not null`.execute(db);
  await db.schema.dropIndex('jobs_match_latitude_idx').execute();
  await db.schema
    .createIndex('jobs_match_latitude_idx')
    .on('jobs')
    .columns([
      'work_type',
      'status',
      'latitude',
      'longitude',
      'unit_x',
      'unit_y',
      'unit_z',
      'created_at',
      'id',
      'quotation_count',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_match_latitude_idx').execute();
  await db.schema
    .createIndex('jobs_match_latitude_idx')
    .on('jobs')
    .columns(['work_type', 'status', 'latitude', 'longitude', 'created_at', 'id', 'quotation_count'])
    .execute();
  for (const column of ['unit_x', 'unit_y', 'unit_z']) await db.schema.alterTable('jobs').dropColumn(column).execute();
}
