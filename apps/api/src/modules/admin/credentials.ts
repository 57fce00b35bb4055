/** An administrator's check of a tradesperson's credential (or its withdrawal), with its audit entry. */
import type { Kysely } from 'kysely';
import type { CredentialKind } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';
import * as tradeProfile from '../trade-profile/index.js';
import { audit } from './audit.js';

const NAMES: Record<CredentialKind, string> = {
  gas_safe: 'Gas Safe registration',
  scheme: 'scheme membership',
  insurance: 'public liability insurance',
};

/** Checks (`checked`) or unchecks one credential; answers the tradesperson's credentials after it. */
export async function setCheck(
  db: Kysely<Database>,
  admin: Session,
  id: string,
  kind: CredentialKind,
  checked: boolean,
) {
  return db.transaction().execute(async (trx) => {
    const person = await tradeProfile.setCredentialCheck(trx, id, kind, checked ? admin.userId : null);
    const action = checked ? 'check' : 'uncheck';
    await audit(
      trx,
      admin,
      action,
      'tradesperson',
      id,
      `${checked ? 'Checked' : 'Unchecked'} ${NAMES[kind]} of ${person.email}`,
    );
    return (await tradeProfile.credentialsOf(trx, [id])).get(id) ?? [];
  });
}
