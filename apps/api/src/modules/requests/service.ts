import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { contactSchema, jobRequestSchema } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { addressOf } from '../../lib/answers.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';

type Db = Kysely<Database>;

export async function createJobRequest(db: Db, input: z.output<typeof jobRequestSchema>): Promise<string> {
  const id = newId();
  await db
    .insertInto('jobRequests')
    .values({
      id,
      trade: input.tradespersonType,
      serviceTime: input.serviceCompletionTime,
      propertyType: input.propertyType,
      street: input.address.street,
      city: input.address.city,
      postcode: input.address.postcode,
      email: input.contactDetails.email,
      status: 'new',
      jobId: null,
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

async function clientEmail(db: Db, clientId: string): Promise<string> {
  const client = await db.selectFrom('clients').select('email').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw new AppError('UNAUTHENTICATED');
  return client.email;
}

/** Home-page requests made with the client's email and not yet published or dismissed. */
export async function draftsFor(db: Db, clientId: string) {
  const email = await clientEmail(db, clientId);
  const rows = await db
    .selectFrom('jobRequests')
    .selectAll()
    .where('email', '=', email)
    .where('status', '=', 'new')
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    tradespersonType: row.trade,
    serviceCompletionTime: row.serviceTime,
    propertyType: row.propertyType,
    address: addressOf(row),
    email: row.email,
    createdAt: row.createdAt,
  }));
}

export async function dismissDraft(db: Db, clientId: string, id: string) {
  const email = await clientEmail(db, clientId);
  const result = await db
    .updateTable('jobRequests')
    .set({ status: 'dismissed' })
    .where('id', '=', id)
    .where('email', '=', email)
    .where('status', '=', 'new')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND');
}

export async function createContactMessage(db: Db, input: z.output<typeof contactSchema>): Promise<string> {
  const id = newId();
  await db
    .insertInto('contactMessages')
    .values({ id, ...input, readAt: null, createdAt: nowIso() })
    .execute();
  return id;
}

/** Subscribing twice is harmless: the first sign-up stands. */
export async function subscribe(db: Db, email: string) {
  await db
    .insertInto('newsletterSubscriptions')
    .values({ email, createdAt: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
