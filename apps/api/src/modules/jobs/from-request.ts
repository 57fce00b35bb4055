import type { Kysely, Transaction } from 'kysely';
import type { Language, PublishedRequest } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { translate } from '../../lib/i18n.js';
import { findIdByEmail, insertClient } from '../accounts/index.js';
import { issueToken, peekToken, type Mailer } from '../mail/index.js';
import { closeRequest, findRequest } from '../requests/index.js';
import { insertNewJob } from './service.js';

type Db = Kysely<Database>;
type Request = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** How long the new account's owner has to choose a password from the page (as a reset link). */
const PASSWORD_LINK_MS = 60 * 60 * 1000;

/** The job's words, in the request's language: what the quick form said, and that nothing more was. */
const descriptionOf = (request: Request, language: Language) =>
  translate(language, 'requestForm.publishedDescription', {
    trade: translate(language, `trades.${request.trade}`),
    property: translate(language, `propertyTypes.${request.propertyType}`),
    when: translate(language, `serviceTimes.${request.serviceTime}`),
  });

/**
 * POST /api/job-requests/publish: the link emailed after a home-page request publishes it as a job,
 * once. The address's client account gets it; without one, a client account is made (its owner
 * chooses a password with `passwordToken`, the reset mechanism). An address of a tradesperson or an
 * administrator gets nothing (409). Of several uses, even at once, the first publishes: the
 * request moves from 'new' in a guarded update, and the others answer `published-before`.
 */
export async function publishFromLink(db: Db, mailer: Mailer, token: string): Promise<PublishedRequest> {
  const link = await peekToken(db, 'publish-request', token);
  const request = link && (await findRequest(db, link.userId));
  if (!request || request.status === 'dismissed') throw new AppError('TOKEN_INVALID');
  const { email } = request;
  if (request.status === 'published') return { outcome: 'published-before', email };
  if (!(await findIdByEmail(db, 'client', email)) && (await isStaffOrTrade(db, email))) {
    throw new AppError('EMAIL_NOT_CLIENT');
  }
  try {
    return await db.transaction().execute((trx) => publish(trx, mailer, request));
  } catch (error) {
    // A client account for the address was made meanwhile (a sign-up): the job goes to it.
    if (isUniqueViolation(error)) return db.transaction().execute((trx) => publish(trx, mailer, request));
    throw error;
  }
}

const isStaffOrTrade = async (db: Db, email: string) =>
  (await findIdByEmail(db, 'tradesperson', email)) !== undefined ||
  (await findIdByEmail(db, 'admin', email)) !== undefined;

async function publish(trx: Transaction<Database>, mailer: Mailer, request: Request): Promise<PublishedRequest> {
  const { email } = request;
  const jobId = newId();
  if (!(await closeRequest(trx, request.id, email, { status: 'published', jobId }))) {
    return { outcome: 'published-before', email };
  }
  const existing = await findIdByEmail(trx, 'client', email);
  const clientId = existing ?? newId();
  if (!existing) await insertClientFor(trx, clientId, request);
  const language = request.language;
  await insertNewJob(
    trx,
    mailer,
    clientId,
    {
      workType: request.trade,
      serviceTime: request.serviceTime,
      propertyType: request.propertyType,
      address: { street: request.street, city: request.city, postcode: request.postcode },
      email,
      jobDescription: descriptionOf(request, language),
    },
    jobId,
  );
  if (existing) return { outcome: 'added', email };
  const passwordToken = await issueToken(
    trx,
    'password-reset',
    { role: 'client', userId: clientId, email },
    PASSWORD_LINK_MS,
  );
  return { outcome: 'created', email, passwordToken };
}

/**
 * A client account for the request's address, confirmed (the link reached it), with the job's
 * address and no password yet: nobody can sign in to it until its owner chooses one.
 */
async function insertClientFor(trx: Transaction<Database>, id: string, request: Request) {
  const now = nowIso();
  await insertClient(trx, {
    id,
    name: '',
    email: request.email,
    passwordHash: '',
    phoneNumber: '',
    street: request.street,
    city: request.city,
    postcode: request.postcode,
    language: request.language,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
