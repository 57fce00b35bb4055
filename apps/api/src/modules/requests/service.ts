import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { contactSchema, jobRequestSchema } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { findVerifiedClientEmail } from '../accounts/index.js';
import { issueToken, type Mailer } from '../mail/index.js';
import { tradeWord } from '../../lib/trade-word.js';
import { draftOf } from './mappers.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** A client's drafts shown at a time: the newest. */
const DRAFTS_SHOWN = 20;
/** How long the emailed link publishing a request works (the email says "one week"). */
const PUBLISH_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Saves a home-page request and emails its sender, in the form's language, the link that publishes
 * it as a job (jobs/from-request.ts): the form promised quotations at that address.
 */
export async function createJobRequest(db: Db, mailer: Mailer, input: z.output<typeof jobRequestSchema>) {
  const id = newId();
  const language = input.language ?? 'en';
  const email = input.contactDetails.email;
  await db.transaction().execute(async (trx) => {
    await insertRequest(trx, id, input);
    const token = await issueToken(trx, 'publish-request', { role: 'client', userId: id, email }, PUBLISH_LINK_MS);
    await mailer.queue(trx, {
      kind: 'jobRequestReceived',
      to: email,
      language,
      values: { trade: tradeWord(input.tradespersonType, language), city: input.address.city },
      actionUrl: mailer.link(`/job-requests/publish?token=${token}`),
      footer: 'email.footerRequest',
    });
  });
  return id;
}

async function insertRequest(trx: Transaction<Database>, id: string, input: z.output<typeof jobRequestSchema>) {
  await repo.insertJobRequest(trx, {
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
    language: input.language ?? 'en',
    createdAt: nowIso(),
  });
}

/**
 * Requests belong to the client whose account has the email they were made with, once that client
 * has confirmed the address is theirs: anyone could sign up with someone else's address.
 */
const clientEmail = (db: Db | Transaction<Database>, clientId: string) => findVerifiedClientEmail(db, clientId);

/** Home-page requests made with the client's email and not yet published or dismissed. */
export async function draftsFor(db: Db, clientId: string) {
  const email = await clientEmail(db, clientId);
  if (!email) return [];
  const rows = await repo.newRequestsBy(db, email, DRAFTS_SHOWN);
  return rows.map(draftOf);
}

export async function dismissDraft(db: Db, clientId: string, id: string) {
  const email = await clientEmail(db, clientId);
  if (!email || !(await repo.closeRequest(db, id, email, { status: 'dismissed' }))) throw new AppError('NOT_FOUND');
}

/** Publishing a home-page request as a job removes it from the client's drafts. */
export async function publishRequest(trx: Transaction<Database>, clientId: string, requestId: string, jobId: string) {
  const email = await clientEmail(trx, clientId);
  const published = email && (await repo.closeRequest(trx, requestId, email, { status: 'published', jobId }));
  if (!published) throw new AppError('NOT_FOUND');
}

export async function createContactMessage(db: Db, input: z.output<typeof contactSchema>): Promise<string> {
  const id = newId();
  await repo.insertContactMessage(db, { id, ...input, readAt: null, createdAt: nowIso() });
  return id;
}
