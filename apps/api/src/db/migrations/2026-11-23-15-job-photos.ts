import type { Kysely } from 'kysely';

/**
 * Job photos (issue 17). The files live in storage under keys made from the photo's id
 * (`job-photos/<id>-full.webp`, `-thumb.webp`); `access_key` is the random part of the photo's
 * address, handed only to those who may see the job. (job_id, position) is unique: the photos'
 * order, read from the front of that index for a page of jobs. A removed job leaves its photos'
 * rows with no job (set null): the sweeper deletes their files, then them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.references('jobs.id').onDelete('set null'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('access_key', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('thumb_width', 'integer', (col) => col.notNull())
    .addColumn('thumb_height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('job_photos_job_position_unique', ['job_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_photos').execute();
}
