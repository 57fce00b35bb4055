import type { Kysely } from 'kysely';
import type { Role } from '@tradewise/shared';
import type { Database, NewClient, NewTradesperson } from '../../db/schema.js';

type Db = Kysely<Database>;

export const findClientByEmail = (db: Db, email: string) =>
  db.selectFrom('clients').selectAll().where('email', '=', email).executeTakeFirst();

export const findTradespersonByEmail = (db: Db, email: string) =>
  db.selectFrom('tradespeople').selectAll().where('email', '=', email).executeTakeFirst();

export const findAdminByEmail = (db: Db, email: string) =>
  db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertClient(db: Db, client: NewClient): Promise<void> {
  await db.insertInto('clients').values(client).execute();
}

export async function insertTradesperson(db: Db, tradesperson: NewTradesperson): Promise<void> {
  await db.insertInto('tradespeople').values(tradesperson).execute();
}

/** Who a session belongs to, in the shape GET /api/me answers; undefined if the account is gone. */
export async function findAccount(db: Db, role: Role, id: string) {
  if (role === 'client') {
    return db.selectFrom('clients').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
  }
  if (role === 'tradesperson') {
    return db
      .selectFrom('tradespeople')
      .select(['id', 'name', 'email', 'status', 'trade', 'businessName'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return db.selectFrom('admins').select(['id', 'email', 'email as name']).where('id', '=', id).executeTakeFirst();
}
