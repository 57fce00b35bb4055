import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The stored record of each worker: last success and failure, whichever server ran the round. */
export const listWorkerRuns = (db: Kysely<Database>) => db.selectFrom('workerRuns').selectAll().execute();

/** A successful round, kept unless a later one is already recorded (another server's). */
export async function recordWorkerSuccess(db: Kysely<Database>, name: string, at: string, durationMs: number) {
  await db
    .insertInto('workerRuns')
    .values({ name, lastSuccessAt: at, lastDurationMs: durationMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          lastSuccessAt: eb.ref('excluded.lastSuccessAt'),
          lastDurationMs: eb.ref('excluded.lastDurationMs'),
        }))
        .where((eb) => eb.or([eb('workerRuns.lastSuccessAt', 'is', null), eb('workerRuns.lastSuccessAt', '<', at)])),
    )
    .execute();
}

/** A failed round and what went wrong (the first 500 characters), kept unless a later one is recorded. */
export async function recordWorkerFailure(db: Kysely<Database>, name: string, at: string, error: string) {
  const lastError = error.slice(0, 500);
  await db
    .insertInto('workerRuns')
    .values({ name, lastFailureAt: at, lastError })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          lastFailureAt: eb.ref('excluded.lastFailureAt'),
          lastError: eb.ref('excluded.lastError'),
        }))
        .where((eb) => eb.or([eb('workerRuns.lastFailureAt', 'is', null), eb('workerRuns.lastFailureAt', '<', at)])),
    )
    .execute();
}
