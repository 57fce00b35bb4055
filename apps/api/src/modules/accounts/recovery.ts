import type { Kysely, Transaction } from 'kysely';
import type { Language, PasswordResetConfirmInput, PasswordResetRequestInput, Role } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { assertNotCommon, hashPassword } from '../../lib/passwords.js';
import type { Session } from '../../plugins/auth.js';
import { findAnyToken, issueToken, peekToken, useToken, type Mailer } from '../mail/index.js';
import { revokeAllSessions } from '../sessions/index.js';
import * as repo from './repository.js';
import * as throttle from './throttle.js';

type Db = Kysely<Database>;

const HOUR = 60 * 60 * 1000;
const VERIFY_FOR_MS = 48 * HOUR;
const RESET_FOR_MS = HOUR;
/** Verification emails one person may ask for per quarter of an hour. */
const RESEND_LIMIT = 3;

interface Recipient {
  role: Role;
  id: string;
  name: string;
  email: string;
  language: Language;
}

/**
 * Sends the link that confirms `email` belongs to its owner (after sign-up, and to a new address);
 * call it in the transaction that creates or changes the account.
 */
export async function sendVerification(trx: Transaction<Database>, mailer: Mailer, account: Recipient) {
  const token = await issueToken(
    trx,
    'verify-email',
    { role: account.role, userId: account.id, email: account.email },
    VERIFY_FOR_MS,
  );
  await mailer.queue(trx, {
    kind: 'verifyEmail',
    to: account.email,
    account: { role: account.role, id: account.id },
    language: account.language,
    name: account.name,
    values: { email: account.email },
    actionUrl: mailer.link(`/verify-email?token=${token}`),
  });
}

/**
 * An administrator set the account's email to `email` (issue 38): nobody has confirmed it, so the
 * account is unconfirmed until its owner follows the link sent there, and the links sent to the
 * old address (verification, change, reset) stop working. Nothing happens when the email is the same.
 */
export async function emailSetByAdministrator(
  trx: Transaction<Database>,
  mailer: Mailer,
  role: 'client' | 'tradesperson',
  id: string,
  previousEmail: string,
) {
  const account = await recipient(trx, role, id);
  if (account.email === previousEmail) return;
  const now = nowIso();
  await repo.updateOwnAccount(trx, role, id, { emailVerifiedAt: null, updatedAt: now });
  await repo.endTokensOf(trx, role, id, ['verify-email', 'change-email', 'password-reset'], now);
  await sendVerification(trx, mailer, account);
}

/**
 * POST /api/verify-email: the link's token marks the address verified, once; a link sent to a new
 * address (an email change) moves the account to it. A link followed again, or after it expired,
 * answers `already` when the address it names is the account's and is confirmed (its owner is told
 * so rather than that the link is dead); otherwise TOKEN_INVALID.
 */
export async function verifyEmail(db: Db, token: string): Promise<'verified' | 'already'> {
  const verified = await db.transaction().execute(async (trx) => {
    const used = await useToken(trx, 'verify-email', token);
    if (used) return repo.markEmailVerified(trx, used.role, used.userId, used.email, nowIso());
    const change = await useToken(trx, 'change-email', token);
    if (!change) return false;
    const now = nowIso();
    // The newest confirmed address wins: links sent earlier (to other addresses) stop working.
    await repo.endTokensOf(trx, change.role, change.userId, ['change-email', 'verify-email'], now);
    try {
      await repo.setEmail(trx, change.role, change.userId, change.email, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
    return true;
  });
  if (verified) return 'verified';
  if (await alreadyConfirmed(db, token)) return 'already';
  throw new AppError('TOKEN_INVALID');
}

/** Whether a spent or expired link names the address its account has, confirmed. */
async function alreadyConfirmed(db: Db, token: string): Promise<boolean> {
  const link = (await findAnyToken(db, 'verify-email', token)) ?? (await findAnyToken(db, 'change-email', token));
  if (!link) return false;
  const account = await repo.findRecipient(db, link.role, link.userId);
  return account?.email === link.email && account.emailVerifiedAt !== null;
}

/** POST /api/verify-email/resend: a new link for the signed-in person, a few times per quarter hour. */
export async function resendVerification(db: Db, mailer: Mailer, session: Session): Promise<void> {
  const account = await recipient(db, session.role, session.userId);
  if (account.emailVerifiedAt) return;
  const key: [string, number] = [`verify-resend:${session.role}:${session.userId}`, RESEND_LIMIT];
  if (!(await throttle.reserveAttempt(db, [key]))) throw new AppError('RATE_LIMITED');
  await db.transaction().execute((trx) => sendVerification(trx, mailer, account));
}

/**
 * POST /api/password-reset: emails a reset link when the account exists. Nothing tells the caller
 * whether it does; an unknown address is sent nothing.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, { email, role }: PasswordResetRequestInput) {
  const id = await repo.findIdByEmail(db, role, email.toLowerCase());
  if (!id) return;
  const account = await recipient(db, role, id);
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, 'password-reset', { role, userId: id, email: account.email }, RESET_FOR_MS);
    await mailer.queue(trx, {
      kind: 'passwordReset',
      to: account.email,
      account: { role, id },
      language: account.language,
      name: account.name,
      actionUrl: mailer.link(`/reset-password?token=${token}`),
    });
  });
}

/**
 * POST /api/password-reset/confirm: the link's token sets a new password (the password rules
 * apply), once; every session of the account ends and the owner is told by email.
 */
export async function confirmPasswordReset(db: Db, mailer: Mailer, input: PasswordResetConfirmInput) {
  const pending = await peekToken(db, 'password-reset', input.token);
  if (!pending) throw new AppError('TOKEN_INVALID');
  const account = await recipient(db, pending.role, pending.userId);
  assertNotCommon(input.password, 'password', [account.name, account.email]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await useToken(trx, 'password-reset', input.token))) throw new AppError('TOKEN_INVALID');
    const now = nowIso();
    await repo.setPasswordHash(trx, pending.role, pending.userId, passwordHash, now);
    // Every other reset link sent before ends with this one (issue 38).
    await repo.endTokensOf(trx, pending.role, pending.userId, ['password-reset'], now);
    await revokeAllSessions(trx, pending.role, pending.userId);
    await queuePasswordChanged(trx, mailer, account);
  });
  // The owner proved they read the account's email: the sign-in lock for it is lifted.
  await throttle.clearAccountFailures(db, pending.role, account.email);
}

/** "Your password was changed", after a reset or a change on the account page. */
export async function queuePasswordChanged(trx: Transaction<Database>, mailer: Mailer, account: Recipient) {
  await mailer.queue(trx, {
    kind: 'passwordChanged',
    to: account.email,
    account: { role: account.role, id: account.id },
    language: account.language,
    name: account.name,
    actionUrl: mailer.link('/forgot-password'),
  });
}

export async function recipient(db: Db | Transaction<Database>, role: Role, id: string) {
  const row = await repo.findRecipient(db, role, id);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return { ...row, role };
}
