import type { Kysely, Transaction } from 'kysely';
import type { Database, VariationStatus } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const changed = (result: { numUpdatedRows: bigint } | undefined) => (result?.numUpdatedRows ?? 0n) > 0n;

export const findAgreementOfJob = (db: Db, jobId: string) =>
  db.selectFrom('agreements').selectAll().where('jobId', '=', jobId).executeTakeFirst();

/** The status of the agreement's job (open, hired, completed, cancelled). */
export const jobStatusOf = async (db: Db, jobId: string) =>
  (await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst())?.status;

export async function insertAgreement(
  db: Db,
  row: { id: string; jobId: string; clientId: string; tradespersonId: string; quotationId: string; createdAt: string },
) {
  await db.insertInto('agreements').values(row).execute();
}

export async function insertVersion(
  db: Db,
  row: {
    agreementId: string;
    version: number;
    snapshot: string;
    totalPence: number | null;
    variationId: string | null;
    madeAt: string;
  },
) {
  await db.insertInto('agreementVersions').values(row).execute();
}

export const listVersions = (db: Db, agreementId: string) =>
  db
    .selectFrom('agreementVersions')
    .select(['version', 'madeAt', 'totalPence'])
    .where('agreementId', '=', agreementId)
    .orderBy('version', 'asc')
    .execute();

export const findVersion = (db: Db, agreementId: string, version: number) =>
  db
    .selectFrom('agreementVersions')
    .selectAll()
    .where('agreementId', '=', agreementId)
    .where('version', '=', version)
    .executeTakeFirst();

/**
 * Takes the agreement's next version number. The update holds the agreement's row until the
 * transaction ends, so two variations accepted at once get two numbers, one after the other.
 */
export async function takeNextVersion(db: Db, agreementId: string): Promise<number> {
  await db
    .updateTable('agreements')
    .set((eb) => ({ currentVersion: eb('currentVersion', '+', 1) }))
    .where('id', '=', agreementId)
    .execute();
  const row = await db
    .selectFrom('agreements')
    .select('currentVersion')
    .where('id', '=', agreementId)
    .executeTakeFirstOrThrow();
  return row.currentVersion;
}

export const listVariations = (db: Db, agreementId: string) =>
  db
    .selectFrom('agreementVariations')
    .selectAll()
    .where('agreementId', '=', agreementId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();

export const findVariation = (db: Db, agreementId: string, id: string) =>
  db
    .selectFrom('agreementVariations')
    .selectAll()
    .where('agreementId', '=', agreementId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertVariation(
  db: Db,
  row: {
    id: string;
    agreementId: string;
    proposedBy: 'client' | 'tradesperson';
    description: string;
    priceChangePence: number;
    reason: string;
    createdAt: string;
  },
) {
  await db
    .insertInto('agreementVariations')
    .values({ ...row, status: 'proposed', version: null, answeredAt: null })
    .execute();
}

/** Settles a proposed variation: true only for the one answer that found it still proposed. */
export async function settleVariation(db: Db, id: string, status: Exclude<VariationStatus, 'proposed'>, now: string) {
  const result = await db
    .updateTable('agreementVariations')
    .set({ status, answeredAt: now })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
  return changed(result);
}

export async function setVariationVersion(db: Db, id: string, version: number) {
  await db.updateTable('agreementVariations').set({ version }).where('id', '=', id).execute();
}
