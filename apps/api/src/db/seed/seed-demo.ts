import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parsePostcode } from '@tf/shared';
import type { Database } from '../schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_CLIENTS, DEMO_TRADESPEOPLE, PLACES } from './demo-data.js';

const emailOf = (name: string, domain: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;

/**
 * Fills an empty database with demo accounts, all sharing one password generated now. Returns the
 * sign-in details to print, or null when the database already had accounts.
 */
export async function seedDemo(db: Kysely<Database>): Promise<string | null> {
  const existing = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  const existingTrade = await db.selectFrom('tradespeople').select('id').limit(1).executeTakeFirst();
  if (existing || existingTrade) return null;

  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = nowIso();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('clients')
      .values(
        DEMO_CLIENTS.map((client, index) => {
          const place = PLACES[index % PLACES.length]!;
          return {
            id: newId(),
            name: client.name,
            email: emailOf(client.name, 'example.com'),
            passwordHash,
            phoneNumber: client.phone,
            ...place,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('tradespeople')
      .values(
        DEMO_TRADESPEOPLE.map((person, index) => {
          const place = PLACES[person.place]!;
          return {
            id: newId(),
            name: person.name,
            email: emailOf(person.name, 'trades.example.com'),
            passwordHash,
            businessName: person.business,
            contactNumber: `+4479111235${String(index).padStart(2, '0')}`,
            trade: person.trade,
            ...place,
            status: person.status,
            coverage: JSON.stringify([parsePostcode(place.postcode)!.area]),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('admins')
      .values({ id: newId(), email: 'admin@example.com', passwordHash, createdAt: now, updatedAt: now })
      .execute();
  });

  const approved = DEMO_TRADESPEOPLE.find((p) => p.status === 'approved')!;
  const pending = DEMO_TRADESPEOPLE.find((p) => p.status === 'pending')!;
  return [
    '',
    'Demo data is ready. Every demo account below uses this generated password:',
    `  password:                  ${password}`,
    `  client (/signin):          ${emailOf(DEMO_CLIENTS[0].name, 'example.com')}`,
    `  tradesperson (/login):     ${emailOf(approved.name, 'trades.example.com')} (approved ${approved.trade})`,
    `  pending tradesperson:      ${emailOf(pending.name, 'trades.example.com')}`,
    '  administrator (/admin/login): admin@example.com',
    'The password is shown only now; start again on an empty database (or use create-admin) for new ones.',
    '',
  ].join('\n');
}
