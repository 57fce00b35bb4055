import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CREDENTIAL_KINDS,
  gasSafeMissing,
  insuranceCurrent,
  TP,
  type Credential,
  type CredentialBadge,
  type CredentialKind,
  type OwnTradeProfile,
  type TradeProfileBody,
} from '@tradewise/shared';
import type { CredentialTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { nowIso } from '../../lib/ids.js';
import { thumbnailWidth } from '../../lib/images.js';
import type { Session } from '../../plugins/auth.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;
type CredentialRow = Selectable<CredentialTable>;

/** Where a tradesperson's image is served (a new id per upload: public caches may keep it for good). */
export const imageOf = (tradespersonId: string, id: string, width: number, height: number) => ({
  _id: id,
  url: `/api/tradespeople/${tradespersonId}/images/${id}`,
  thumbnailUrl: `/api/tradespeople/${tradespersonId}/images/${id}/thumbnail`,
  width,
  height,
  thumbnailWidth: thumbnailWidth(width, height),
});

export function portraitOf(row: {
  tradespersonId: string;
  portraitId: string | null;
  portraitWidth: number | null;
  portraitHeight: number | null;
}) {
  const { tradespersonId, portraitId, portraitWidth, portraitHeight } = row;
  return portraitId ? imageOf(tradespersonId, portraitId, portraitWidth ?? 0, portraitHeight ?? 0) : null;
}

const byKind = (a: { kind: CredentialKind }, b: { kind: CredentialKind }) =>
  CREDENTIAL_KINDS.indexOf(a.kind) - CREDENTIAL_KINDS.indexOf(b.kind);

/** Insurance whose expiry date has come (the UK's date now) is no longer shown, checked or not. */
const expired = (row: CredentialRow, now: Date) =>
  row.kind === 'insurance' && (!row.expiresOn || !insuranceCurrent(row.expiresOn, now));

/** Checked, and not an expired insurance: the one rule for a badge. */
const showsBadge = (row: CredentialRow, now: Date) => row.checkedAt !== null && !expired(row, now);

const badgeOf = (row: CredentialRow): CredentialBadge => ({
  kind: row.kind,
  checkedAt: row.checkedAt!,
  number: row.kind === 'insurance' ? null : row.number,
  scheme: row.scheme,
  insurer: row.insurer,
  coverPounds: row.coverPounds,
  expiresOn: row.expiresOn,
});

const credentialOf = (row: CredentialRow, now: Date): Credential => ({
  ...badgeOf(row),
  number: row.number,
  checkedAt: row.checkedAt,
  policyNumber: row.policyNumber,
  expired: expired(row, now),
});

/** The badges each of these tradespeople shows, in one query for the whole page. */
export async function badgesOf(db: Db, ids: string[], now = new Date()) {
  const rows = await repo.credentialsOf(db, ids, { checkedOnly: true });
  const badges = new Map<string, CredentialBadge[]>(ids.map((id) => [id, []]));
  for (const row of rows.filter((candidate) => showsBadge(candidate, now)).sort(byKind)) {
    badges.get(row.tradespersonId)?.push(badgeOf(row));
  }
  return badges;
}

/** Every credential each of these tradespeople claims, checked or not (administrators). */
export async function credentialsOf(db: Db | Transaction<Database>, ids: string[], now = new Date()) {
  const rows = await repo.credentialsOf(db, ids);
  const all = new Map<string, Credential[]>(ids.map((id) => [id, []]));
  for (const row of rows.sort(byKind)) all.get(row.tradespersonId)?.push(credentialOf(row, now));
  return all;
}

const portfolioAnswer = (rows: Awaited<ReturnType<typeof repo.portfolioOf>>) =>
  rows.map((row) => ({ ...imageOf(row.tradespersonId, row.id, row.width, row.height), caption: row.caption }));

/** What the public profile adds about a listed tradesperson: words, portrait, badges and portfolio. */
export async function publicParts(db: Db, id: string, now = new Date()) {
  const [profile, badges, portfolio] = await Promise.all([
    repo.findProfile(db, id),
    badgesOf(db, [id], now),
    repo.portfolioOf(db, id),
  ]);
  return {
    about: profile?.about ?? '',
    yearsTrading: profile?.yearsTrading ?? null,
    portrait: profile ? portraitOf(profile) : null,
    badges: badges.get(id) ?? [],
    portfolio: portfolioAnswer(portfolio),
  };
}

/** GET /api/trade-profile: the signed-in tradesperson's own profile, every credential with its check. */
export async function ownProfile(db: Db, session: Session, now = new Date()): Promise<OwnTradeProfile> {
  const id = session.userId;
  const [profile, credentials, portfolio] = await Promise.all([
    repo.findProfile(db, id),
    credentialsOf(db, [id], now),
    repo.portfolioOf(db, id),
  ]);
  return {
    about: profile?.about ?? '',
    yearsTrading: profile?.yearsTrading ?? null,
    credentials: credentials.get(id) ?? [],
    portrait: profile ? portraitOf(profile) : null,
    portfolio: portfolioAnswer(portfolio),
  };
}

type Claim = Omit<CredentialTable, 'tradespersonId' | 'checkedAt' | 'checkedBy' | 'expiryReminder' | 'updatedAt'>;
const NOTHING = { number: null, scheme: null, insurer: null, policyNumber: null, coverPounds: null, expiresOn: null };

/** The credentials the form's fields claim (a blank section claims nothing). */
function claimsOf(body: TradeProfileBody): Claim[] {
  const claims: Claim[] = [];
  if (body.gasSafeNumber) claims.push({ ...NOTHING, kind: 'gas_safe', number: body.gasSafeNumber });
  if (body.schemeName) {
    claims.push({ ...NOTHING, kind: 'scheme', scheme: body.schemeName, number: body.schemeNumber });
  }
  if (body.insurer) {
    claims.push({
      ...NOTHING,
      kind: 'insurance',
      insurer: body.insurer,
      policyNumber: body.policyNumber || null,
      coverPounds: body.coverPounds,
      expiresOn: body.insuranceExpiresOn,
    });
  }
  return claims;
}

const sameClaim = (row: CredentialRow, claim: Claim) =>
  (Object.keys(NOTHING) as (keyof typeof NOTHING)[]).every((key) => row[key] === claim[key]);

/**
 * PUT /api/trade-profile: saves the words and the credentials claimed. A credential whose content
 * changed loses its check (an administrator checked what it said before); one left as it was keeps
 * it; one left blank is removed.
 */
export async function updateOwnProfile(db: Db, session: Session, body: TradeProfileBody) {
  const id = session.userId;
  await db.transaction().execute(async (trx) => {
    const person = await repo.findTradesperson(trx, id);
    if (!person) throw new AppError('NOT_FOUND');
    if (gasSafeMissing(person.trade, body)) {
      const message = translate('en', TP.gasSafeRequired);
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'gasSafeNumber', code: TP.gasSafeRequired, message }]);
    }
    const updatedAt = nowIso();
    await repo.saveProfile(trx, id, { about: body.about, yearsTrading: body.yearsTrading, updatedAt });
    const existing = await repo.credentialsOf(trx, [id]);
    const claims = claimsOf(body);
    for (const kind of CREDENTIAL_KINDS) {
      const claim = claims.find((candidate) => candidate.kind === kind);
      const before = existing.find((row) => row.kind === kind);
      if (!claim) {
        if (before) await repo.removeCredential(trx, id, kind);
      } else if (!before || !sameClaim(before, claim)) {
        await repo.replaceCredential(trx, { ...claim, tradespersonId: id, updatedAt });
      }
    }
  });
  return ownProfile(db, session);
}

/**
 * An administrator's check of one credential (`adminId`) as it says `seen` (what they were shown),
 * or its withdrawal (null). The caller writes the audit entry in the same transaction; 404 when the
 * credential is not claimed, 409 CREDENTIAL_CHANGED when it says something else than was seen.
 * Answers the tradesperson and what the credential said.
 */
export async function setCredentialCheck(
  trx: Transaction<Database>,
  tradespersonId: string,
  kind: CredentialKind,
  adminId: string | null,
  seen?: repo.CredentialContent,
) {
  const person = await repo.findTradesperson(trx, tradespersonId);
  const check = adminId ? { checkedAt: nowIso(), checkedBy: adminId } : { checkedAt: null, checkedBy: null };
  const row = person && (await repo.credentialsOf(trx, [tradespersonId])).find((each) => each.kind === kind);
  if (!person || !row) throw new AppError('NOT_FOUND');
  if (!(await repo.setCheck(trx, tradespersonId, kind, check, seen))) {
    throw new AppError(seen ? 'CREDENTIAL_CHANGED' : 'NOT_FOUND');
  }
  const { number, scheme, insurer, policyNumber, coverPounds, expiresOn } = row;
  return { person, content: seen ?? { number, scheme, insurer, policyNumber, coverPounds, expiresOn } };
}
