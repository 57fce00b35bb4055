import type { Kysely } from 'kysely';
import {
  parsePostcode,
  type ClientRegister,
  type Role,
  type TradespersonRegister,
  type TradespersonStatus,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { encodeCoverage } from '../../lib/coverage.js';
import { postcodeCentre } from '../../lib/outcodes.js';
import { englishMessage } from '../../lib/messages.js';
import { newId, nowIso } from '../../lib/ids.js';
import { assertNotCommon, hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { createSession, revokeAllSessions, revokeSession, type Session } from '../sessions/index.js';
import * as repo from './repository.js';
import * as throttle from './throttle.js';
import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import { queuePasswordChanged, recipient, sendVerification } from './recovery.js';

type Db = Kysely<Database>;

async function insertUnique(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

export async function registerClient(db: Db, mailer: Mailer, input: ClientRegister): Promise<string> {
  assertNotCommon(input.password, 'password', [input.name, input.email]);
  if (await repo.findClientByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN');
  const id = newId();
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? 'en';
  await insertUnique(() =>
    db.transaction().execute(async (trx) => {
      await repo.insertClient(trx, {
        id,
        name: input.name,
        email: input.email,
        passwordHash,
        phoneNumber: input.phoneNumber,
        street: input.street,
        city: input.city,
        postcode: input.postcode,
        language,
        createdAt: now,
        updatedAt: now,
      });
      await sendVerification(trx, mailer, { role: 'client', id, name: input.name, email: input.email, language });
    }),
  );
  return id;
}

/** New tradespeople start pending; they cover the postcode area of their business address. */
export async function registerTradesperson(db: Db, mailer: Mailer, input: TradespersonRegister): Promise<string> {
  assertNotCommon(input.password, 'password', [input.name, input.email, input.businessName]);
  if (await repo.findTradespersonByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN');
  const id = newId();
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  const area = parsePostcode(input.postcode)?.area;
  const base = postcodeCentre(input.postcode);
  const language = input.language ?? 'en';
  await insertUnique(() =>
    db.transaction().execute(async (trx) => {
      await repo.insertTradesperson(trx, {
        id,
        name: input.name,
        email: input.email,
        passwordHash,
        businessName: input.businessName,
        contactNumber: input.contactNumber,
        trade: input.trade,
        street: input.street,
        city: input.city,
        postcode: input.postcode,
        status: 'pending',
        coverage: encodeCoverage(area ? [area] : []),
        baseLatitude: base?.latitude ?? null,
        baseLongitude: base?.longitude ?? null,
        language,
        createdAt: now,
        updatedAt: now,
      });
      await sendVerification(trx, mailer, { role: 'tradesperson', id, name: input.name, email: input.email, language });
      await notifications.tradespersonAwaitsApproval(trx, mailer, id);
    }),
  );
  return id;
}

interface Credentials {
  email: string;
  password: string;
}

export interface SignIn {
  token: string;
  id: string;
  email: string;
  name: string;
  status?: TradespersonStatus;
}

async function findForSignIn(db: Db, role: Role, email: string) {
  if (role === 'client') {
    const row = await repo.findClientByEmail(db, email);
    return row && { id: row.id, name: row.name, email: row.email, passwordHash: row.passwordHash };
  }
  if (role === 'tradesperson') {
    const row = await repo.findTradespersonByEmail(db, email);
    return row;
  }
  const row = await repo.findAdminByEmail(db, email);
  return row && { id: row.id, name: row.email, email: row.email, passwordHash: row.passwordHash };
}

/**
 * Checks the credentials and opens a session. An unknown email and a wrong password take the same
 * time and get the same answer; repeated failures lock the account key and the address for a while.
 */
export async function signIn(db: Db, role: Role, { email, password }: Credentials, ip: string): Promise<SignIn> {
  const accountKey = throttle.accountKey(role, email, ip);
  const addressKey = throttle.addressKey(ip);
  const limits: [string, number][] = [
    [accountKey, throttle.ACCOUNT_LIMIT],
    [addressKey, throttle.ADDRESS_LIMIT],
  ];
  if (!(await throttle.reserveAttempt(db, limits))) throw new AppError('TOO_MANY_ATTEMPTS');

  const account = await findForSignIn(db, role, email);
  const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstNothing(password);
  if (!account || !valid) {
    await throttle.lockAtLimit(db, limits);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await throttle.acceptAttempt(db, accountKey, addressKey);
  if ('status' in account && account.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');

  // Opened only while the password is still the one just checked (repo.holdIfPassword).
  const token = await db
    .transaction()
    .execute(async (trx) =>
      (await repo.holdIfPassword(trx, role, account.id, account.passwordHash))
        ? createSession(trx, role, account.id)
        : null,
    );
  // The password changed while this one was being checked: it is no longer the password.
  if (!token) throw new AppError('INVALID_CREDENTIALS');
  return {
    token,
    id: account.id,
    email: account.email,
    name: account.name,
    ...('status' in account ? { status: account.status } : {}),
  };
}

/**
 * Changes the signed-in person's password after checking the current one, and ends every other
 * session of theirs: whoever else held one must sign in again with the new password.
 */
/**
 * Checks the signed-in person's own password before a change that needs it (password, email,
 * deletion). A stolen session must not become a way to guess it: the same limit as signing in.
 */
export async function checkOwnPassword(db: Db, session: Session, password: string, field: string) {
  const stored = await repo.findPasswordHash(db, session.role, session.userId);
  if (!stored) throw new AppError('UNAUTHENTICATED');
  const guesses: [string, number][] = [
    [throttle.passwordChangeKey(session.role, session.userId), throttle.ACCOUNT_LIMIT],
  ];
  if (!(await throttle.reserveAttempt(db, guesses))) throw new AppError('TOO_MANY_ATTEMPTS');
  if (!(await verifyPassword(stored, password))) {
    await throttle.lockAtLimit(db, guesses);
    const message = englishMessage('accountSettings.currentPasswordWrong');
    throw new AppError('VALIDATION_FAILED', message, [
      { field, code: 'accountSettings.currentPasswordWrong', message },
    ]);
  }
  await throttle.clearFailures(db, guesses[0]![0]);
}

export async function changePassword(
  db: Db,
  mailer: Mailer,
  session: Session,
  current: string,
  next: string,
): Promise<void> {
  await checkOwnPassword(db, session, current, 'currentPassword');
  const account = await recipient(db, session.role, session.userId);
  assertNotCommon(next, 'password', [account.name, account.email]);
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await repo.setPasswordHash(trx, session.role, session.userId, passwordHash, now);
    // A reset link sent before the change must not set another password after it (issue 38).
    await repo.endTokensOf(trx, session.role, session.userId, ['password-reset'], now);
    await revokeAllSessions(trx, session.role, session.userId, session.tokenHash);
    await queuePasswordChanged(trx, mailer, account);
  });
}

/** Who the session belongs to (GET /api/me adds the unread messages); a session whose account is gone is ended. */
export async function currentAccount(db: Db, session: Session) {
  const account = await repo.findAccount(db, session.role, session.userId);
  if (!account) {
    await revokeSession(db, session.tokenHash);
    throw new AppError('UNAUTHENTICATED');
  }
  const { emailVerifiedAt, ...rest } = account;
  return { role: session.role, ...rest, emailVerified: emailVerifiedAt !== null };
}

export const signOut = (db: Db, session: Session) => revokeSession(db, session.tokenHash);
