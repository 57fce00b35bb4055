import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CredentialKind } from '@tradewise/shared';
import type { CredentialTable, Database } from '../../db/schema.js';
import { isLive } from './live.js';

type Db = Kysely<Database> | Transaction<Database>;

export const findProfile = (db: Db, tradespersonId: string) =>
  db.selectFrom('tradeProfiles').selectAll().where('tradespersonId', '=', tradespersonId).executeTakeFirst();

/** The profile's words, creating its row on the first save. */
export async function saveProfile(
  db: Db,
  tradespersonId: string,
  values: { about: string; yearsTrading: number | null; updatedAt: string },
) {
  await db
    .insertInto('tradeProfiles')
    .values({ tradespersonId, ...values })
    .onConflict((oc) => oc.column('tradespersonId').doUpdateSet(values))
    .execute();
}

/** The credentials of these tradespeople (all of them, or only the checked ones). */
export function credentialsOf(db: Db, tradespersonIds: string[], { checkedOnly = false } = {}) {
  if (tradespersonIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('credentials').selectAll().where('tradespersonId', 'in', tradespersonIds);
  if (checkedOnly) query = query.where('checkedAt', 'is not', null);
  return query.orderBy('tradespersonId').orderBy('kind').execute();
}

export async function removeCredential(db: Db, tradespersonId: string, kind: CredentialKind) {
  await db.deleteFrom('credentials').where('tradespersonId', '=', tradespersonId).where('kind', '=', kind).execute();
}

/** Writes a credential as claimed: any earlier check (and expiry reminder) is cleared with it. */
export async function replaceCredential(db: Db, row: Insertable<CredentialTable>) {
  const claimed = { ...row, checkedAt: null, checkedBy: null, expiryReminder: null };
  const { tradespersonId: _id, kind: _kind, ...changes } = claimed;
  await db
    .insertInto('credentials')
    .values(claimed)
    .onConflict((oc) => oc.columns(['tradespersonId', 'kind']).doUpdateSet(changes))
    .execute();
}

/** What a credential says (the fields a check approves). */
export type CredentialContent = Pick<
  CredentialTable,
  'number' | 'scheme' | 'insurer' | 'policyNumber' | 'coverPounds' | 'expiresOn'
>;

/**
 * An administrator's check (or uncheck, with nulls); false when no such credential is claimed or,
 * given `content`, when it no longer says exactly that (one guarded write: no change slips between).
 */
export async function setCheck(
  db: Db,
  tradespersonId: string,
  kind: CredentialKind,
  check: { checkedAt: string | null; checkedBy: string | null },
  content?: CredentialContent,
) {
  let query = db
    .updateTable('credentials')
    .set(check)
    .where('tradespersonId', '=', tradespersonId)
    .where('kind', '=', kind);
  for (const [key, value] of Object.entries(content ?? {}) as [keyof CredentialContent, string | number | null][]) {
    query = value === null ? query.where(key, 'is', null) : query.where(key, '=', value);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findTradesperson = (db: Db, id: string) =>
  db.selectFrom('tradespeople').select(['id', 'trade', 'email', 'status']).where('id', '=', id).executeTakeFirst();

export const portfolioOf = (db: Db, tradespersonId: string) =>
  db
    .selectFrom('portfolioPhotos')
    .selectAll()
    .where('tradespersonId', '=', tradespersonId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Makes sure the profile row exists and holds it for this transaction (a guarded write locks it). */
export async function lockProfile(db: Db, tradespersonId: string, updatedAt: string) {
  await db
    .insertInto('tradeProfiles')
    .values({ tradespersonId, updatedAt })
    .onConflict((oc) => oc.column('tradespersonId').doUpdateSet({ updatedAt }))
    .execute();
}

export async function setPortrait(
  db: Db,
  tradespersonId: string,
  portrait: { portraitId: string | null; portraitWidth: number | null; portraitHeight: number | null },
) {
  await db.updateTable('tradeProfiles').set(portrait).where('tradespersonId', '=', tradespersonId).execute();
}

export async function portfolioCount(db: Db, tradespersonId: string) {
  const row = await db
    .selectFrom('portfolioPhotos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPortfolioPhoto(
  db: Db,
  photo: { id: string; tradespersonId: string; caption: string; width: number; height: number; createdAt: string },
) {
  await db.insertInto('portfolioPhotos').values(photo).execute();
}

/** Changes a photo's caption; false when the photo is not this tradesperson's. */
export async function setCaption(db: Db, tradespersonId: string, id: string, caption: string) {
  const result = await db
    .updateTable('portfolioPhotos')
    .set({ caption })
    .where('id', '=', id)
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a photo's row; false when the photo is not this tradesperson's. */
export async function deletePortfolioPhoto(db: Db, tradespersonId: string, id: string) {
  const result = await db
    .deleteFrom('portfolioPhotos')
    .where('id', '=', id)
    .where('tradespersonId', '=', tradespersonId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether `imageId` is the portrait or a portfolio photo of a listed (approved, insured) tradesperson. */
export async function isPublicImage(db: Db, tradespersonId: string, imageId: string) {
  const row = await db
    .selectFrom('tradespeople')
    .leftJoin('tradeProfiles', 'tradeProfiles.tradespersonId', 'tradespeople.id')
    .select('tradespeople.id')
    .where('tradespeople.id', '=', tradespersonId)
    .where(isLive())
    .where((eb) =>
      eb.or([
        eb('tradeProfiles.portraitId', '=', imageId),
        eb.exists(
          eb
            .selectFrom('portfolioPhotos')
            .select('portfolioPhotos.id')
            .where('portfolioPhotos.id', '=', imageId)
            .where('portfolioPhotos.tradespersonId', '=', tradespersonId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes everything the tradesperson's profile holds; answers the ids of its images (their files are next). */
export async function eraseProfile(db: Db, tradespersonId: string): Promise<string[]> {
  const portrait = (await findProfile(db, tradespersonId))?.portraitId;
  const photos = await portfolioOf(db, tradespersonId);
  await db.deleteFrom('portfolioPhotos').where('tradespersonId', '=', tradespersonId).execute();
  await db.deleteFrom('credentials').where('tradespersonId', '=', tradespersonId).execute();
  await db.deleteFrom('tradeProfiles').where('tradespersonId', '=', tradespersonId).execute();
  return [...(portrait ? [portrait] : []), ...photos.map((photo) => photo.id)];
}

/**
 * Checked insurances of approved tradespeople expiring after `today` and by `horizon` whose due
 * reminder is not sent: none sent yet, or only the first while the expiry is within `lastDays`.
 */
export const dueExpiryReminders = (
  db: Db,
  { today, horizon, lastHorizon, lastDays }: { today: string; horizon: string; lastHorizon: string; lastDays: number },
  limit: number,
) =>
  db
    .selectFrom('credentials')
    .innerJoin('tradespeople', 'tradespeople.id', 'credentials.tradespersonId')
    .select([
      'credentials.tradespersonId',
      'credentials.insurer',
      'credentials.expiresOn',
      'credentials.expiryReminder',
      'tradespeople.name',
      'tradespeople.email',
      'tradespeople.language',
    ])
    .where('credentials.kind', '=', 'insurance')
    .where('credentials.expiresOn', '>', today)
    .where('credentials.expiresOn', '<=', horizon)
    .where('credentials.checkedAt', 'is not', null)
    .where('tradespeople.status', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb('credentials.expiryReminder', 'is', null),
        eb.and([eb('credentials.expiryReminder', '>', lastDays), eb('credentials.expiresOn', '<=', lastHorizon)]),
      ]),
    )
    .orderBy('credentials.expiresOn')
    .limit(limit)
    .execute();

/**
 * Records that the `days` reminder of this insurance (as it still stands: same expiry date) is sent,
 * unless it or a later one already was: false when another round or server took it first.
 */
export async function claimExpiryReminder(db: Db, tradespersonId: string, expiresOn: string, days: number) {
  const result = await db
    .updateTable('credentials')
    .set({ expiryReminder: days })
    .where('tradespersonId', '=', tradespersonId)
    .where('kind', '=', 'insurance')
    .where('expiresOn', '=', expiresOn)
    .where((eb) => eb.or([eb('expiryReminder', 'is', null), eb('expiryReminder', '>', days)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
