/** An administrator's check of a tradesperson's credential (or its withdrawal), with its audit entry. */
import type { Kysely } from 'kysely';
import type { CredentialCheckInput, CredentialKind } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';
import * as tradeProfile from '../trade-profile/index.js';
import { audit } from './audit.js';

const NAMES: Record<CredentialKind, string> = {
  gas_safe: 'Gas Safe registration',
  scheme: 'scheme membership',
  insurance: 'public liability insurance',
};

/** What the credential said, for the audit entry: "number 1234567, insurer Hiscox, …". */
function describe(content: CredentialCheckInput) {
  const said = Object.entries(content).filter(([, value]) => value !== null && value !== '');
  return said.length > 0 ? said.map(([key, value]) => `${key} ${String(value)}`).join(', ') : 'nothing';
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
    const action = checked ? 'check' : 'uncheck';
    await audit(
      trx,
      admin,
      action,
      'tradesperson',
      id,
      `${checked ? 'Checked' : 'Unchecked'} ${NAMES[kind]} of ${person.email} (${describe(content)})`,
    );
    return (await tradeProfile.credentialsOf(trx, [id])).get(id) ?? [];
  });
}
