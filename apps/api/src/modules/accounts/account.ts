import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  clientAccountUpdateSchema,
  tradespersonAccountUpdateSchema,
  type Account,
  type ChangeEmailInput,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage, isMessageKey } from '../../lib/messages.js';
import { nowIso } from '../../lib/ids.js';
import { erasedEmail } from '../../lib/erased.js';
import type { Session } from '../../plugins/auth.js';
import { issueToken, type Mailer } from '../mail/index.js';
import { recipient } from './recovery.js';
import * as repo from './repository.js';
import { checkOwnPassword } from './service.js';
import * as throttle from './throttle.js';

type Db = Kysely<Database>;
type Own = 'client' | 'tradesperson';

const VERIFY_FOR_MS = 48 * 60 * 60 * 1000;

function ownRole(session: Session): Own {
  if (session.role === 'admin') throw new AppError('FORBIDDEN');
  return session.role;
}

/** GET /api/account: the signed-in client's or tradesperson's own details. */
export async function ownAccount(db: Db, session: Session): Promise<Account> {
  const role = ownRole(session);
  const row = await repo.findOwnAccount(db, role, session.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const common = {
    role,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: await repo.findPendingEmail(db, role, session.userId),
    language: row.language,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
  };
  return 'businessName' in row
    ? { ...common, businessName: row.businessName, contactNumber: row.contactNumber }
    : { ...common, phoneNumber: row.phoneNumber };
}

/** The 400 answer for a body that breaks the role's rules, field by field like everywhere else. */
function invalid(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => {
    const code = isMessageKey(issue.message) ? issue.message : 'errors.VALIDATION_FAILED';
    return { field: issue.path.join('.') || 'body', code, message: englishMessage(code) };
  });
  return new AppError('VALIDATION_FAILED', details[0]?.message, details);
}

/** PUT /api/account: own details, with the registration rules of the person's role. */
export async function updateAccount(db: Db, session: Session, body: unknown): Promise<Account> {
  const role = ownRole(session);
  const parsed = (role === 'client' ? clientAccountUpdateSchema : tradespersonAccountUpdateSchema).safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  await repo.updateOwnAccount(db, role, session.userId, { ...parsed.data, updatedAt: nowIso() });
  return ownAccount(db, session);
}

/**
 * POST /api/account/email: the new address gets a confirmation link and takes effect only once it
 * is followed (POST /api/verify-email); the old address is told, in case it was not its owner.
 */
export async function requestEmailChange(db: Db, mailer: Mailer, session: Session, input: ChangeEmailInput) {
  const role = ownRole(session);
  await checkOwnPassword(db, session, input.password, 'password');
  const email = input.email.toLowerCase();
  const account = await recipient(db, role, session.userId);
  if (email === account.email) return;
  // Each change mails an address the asker chose: a few per account and per address (issue 38).
  if (!(await throttle.reserveAttempt(db, throttle.emailChangeKeys(role, session.userId, email)))) {
    throw new AppError('RATE_LIMITED');
  }
  if (await repo.findIdByEmail(db, role, email)) throw new AppError('EMAIL_TAKEN');
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, 'change-email', { role, userId: session.userId, email }, VERIFY_FOR_MS);
    // Nobody has shown the new address is theirs: the mailer greets it without the name.
    await mailer.queue(trx, {
      kind: 'verifyEmail',
      to: email,
      account: { role, id: session.userId },
      language: account.language,
      name: account.name,
      values: { email },
      actionUrl: mailer.link(`/verify-email?token=${token}`),
    });
    await mailer.queue(trx, {
      kind: 'emailChangeRequested',
      to: account.email,
      account: { role, id: session.userId },
      language: account.language,
      name: account.name,
      values: { email },
      actionUrl: mailer.link('/forgot-password'),
    });
  });
}

/**
 * The account's own part of its deletion by its owner (modules/account-lifecycle runs the whole, in
 * one transaction): erases the personal data, keeping the row others' records point to, ends its
 * emailed links, records it, and frees the email.
 */
export async function eraseAccount(trx: Db, role: Own, id: string, now: string) {
  const erased = {
    name: role === 'client' ? 'Former client' : 'Former tradesperson',
    email: erasedEmail(id),
    // Nobody knows this password: the account cannot be signed in to again.
    passwordHash: `deleted:${randomBytes(32).toString('hex')}`,
    // The whole address, as the account page promises: street, town and postcode.
    street: '',
    city: '',
    postcode: '',
    notifications: '{}',
    emailVerifiedAt: null,
    updatedAt: now,
    ...(role === 'client'
      ? { phoneNumber: '' }
      : {
          businessName: 'Former tradesperson',
          contactNumber: '',
          coverage: '[]',
          status: 'suspended',
          baseLatitude: null,
          baseLongitude: null,
        }),
  };
  await repo.updateOwnAccount(trx, role, id, erased);
  await repo.deleteTokensOf(trx, role, id);
  await repo.auditSelfDeletion(trx, role, id, now);
}
