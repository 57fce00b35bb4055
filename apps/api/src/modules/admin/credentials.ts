/** An administrator's check of a tradesperson's credential (or its withdrawal), with its audit entry. */
import type { Kysely } from 'kysely';
import type { CredentialCheckInput, CredentialKind } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';
import * as tradeProfile from '../trade-profile/index.js';
import { audit } from './audit.js';

/** What the credential said, for the audit entry: only the fields it has ("number", "insurer", …). */
function said(content: CredentialCheckInput) {
  const fields: { [K in keyof CredentialCheckInput]?: NonNullable<CredentialCheckInput[K]> } = {};
  for (const key of Object.keys(content) as (keyof CredentialCheckInput)[]) {
    const value = content[key];
    if (value !== null && value !== '') fields[key] = value as never;
  }
  return fields;
}

/**
 * Checks one credential as it says `seen` (what the administrator was shown: 409 if it says
 * anything else now), or unchecks it (`seen` null); answers the tradesperson's credentials after it.
 * The audit entry records what the credential said.
 */
export async function setCheck(
  db: Kysely<Database>,
  admin: Session,
  id: string,
  kind: CredentialKind,
  seen: CredentialCheckInput | null,
) {
  return db.transaction().execute(async (trx) => {
    const checked = seen !== null;
    const { person, content } = await tradeProfile.setCredentialCheck(
      trx,
      id,
      kind,
      checked ? admin.userId : null,
      seen ?? undefined,
    );
    const entry = checked ? 'credential_checked' : 'credential_unchecked';
    await audit(trx, admin, id, { kind: entry, fields: { email: person.email, credential: kind, ...said(content) } });
    return (await tradeProfile.credentialsOf(trx, [id])).get(id) ?? [];
  });
}
