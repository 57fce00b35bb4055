import type { Kysely } from 'kysely';

/**
 * A trade's open jobs newest first, with what the distance test needs: matching's newest-first
 * page reads the trade's newest jobs until a page is in reach, where reach is dense (a city),
 * instead of every job in the bounding box (modules/jobs/repository.ts newestInReach).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('jobs_match_recent_idx')
    .on('jobs')
    .columns(['work_type', 'status', 'created_at', 'id', 'quotation_count', 'unit_x', 'unit_y', 'unit_z'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_match_recent_idx').execute();
}
