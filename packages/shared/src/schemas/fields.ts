import { z } from 'zod';
import { EMAIL_PATTERN } from '../email.js';
import { LIMITS } from '../limits.js';
import { parsePostcode } from '../postcode.js';

/** i18n keys of the validation messages (spec section 5; key names kept from the spec). */
export const V = {
  required: 'signupPage.validation.required',
  nameMinLength: 'signupPage.validation.nameMinLength',
  emailInvalid: 'signupPage.validation.emailInvalid',
  passwordMinLength: 'signupPage.validation.passwordMinLength',
  passwordTooLong: 'signupPage.validation.passwordTooLong',
  passwordTooCommon: 'signupPage.validation.passwordTooCommon',
  passwordTooWeak: 'signupPage.validation.passwordTooWeak',
  passwordsDoNotMatch: 'signupPage.validation.passwordsDoNotMatch',
  phoneInvalid: 'signupPage.validation.phoneInvalid',
  postcodeInvalid: 'signupPage.validation.postcodeInvalid',
  tradeRequired: 'signupPage.validation.tradeRequired',
  tooLong: 'signupPage.validation.tooLong',
  unknownField: 'signupPage.validation.unknownField',
} as const;

/** Control characters and invisible format characters (zero-width spaces and joiners, bidi marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const INVISIBLE_BUT_LINE_BREAKS = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;

/**
 * What people type, as it is stored: Unicode NFC, with control and zero-width characters dropped,
 * so that "Thompson\u200b Plumbing" cannot pass for "Thompson Plumbing" and an invisible name counts
 * as blank. `singleLine` also drops line breaks.
 */
export const cleanText = (value: string, { singleLine = true } = {}) =>
  value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(singleLine ? INVISIBLE : INVISIBLE_BUT_LINE_BREAKS, '');

/*
 * The text fields list their checks in one `.check(...)`: the same checks, in the same order, as
 * `.overwrite(...).trim().min(...).max(...)`, but one schema where each call of that chain makes
 * another (about a fifth of the time). A page with a form builds a few dozen as it loads, which
 * lengthens its first task on a slow phone.
 */

/** A required single-line text: cleaned, trimmed, not blank, bounded. */
export const requiredText = (max: number = LIMITS.textMax) =>
  z.string({ error: V.required }).check(
    z.overwrite((value) => cleanText(value)),
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(max, { error: V.tooLong }),
  );

/** A required text of several lines (a message): cleaned but for its line breaks, not blank, bounded. */
export const requiredParagraphs = (max: number) =>
  z.string({ error: V.required }).check(
    z.overwrite((value) => cleanText(value, { singleLine: false })),
    z.trim(),
    z.minLength(1, { error: V.required }),
    z.maxLength(max, { error: V.tooLong }),
  );

export const nameField = z.string({ error: V.required }).check(
  z.overwrite((value) => cleanText(value)),
  z.trim(),
  z.minLength(LIMITS.nameMin, { error: V.nameMinLength }),
  z.maxLength(LIMITS.nameMax, { error: V.tooLong }),
);

/**
 * Emails are compared case-insensitively, so they are kept in lower case. `requiredError` is the
 * message key for a missing email, which some forms word their own way.
 */
export const emailFieldWith = (requiredError: string) =>
  z
    .string({ error: requiredError })
    .check(
      z.overwrite((value) => cleanText(value)),
      z.trim(),
      z.minLength(1, { error: requiredError }),
      z.maxLength(LIMITS.emailMax, { error: V.tooLong }),
      z.regex(EMAIL_PATTERN, { error: V.emailInvalid }),
    )
    .transform((value) => value.toLowerCase());

export const emailField = emailFieldWith(V.required);

export const newPasswordField = z
  .string({ error: V.required })
  .check(
    z.minLength(LIMITS.passwordMin, { error: V.passwordMinLength }),
    z.maxLength(LIMITS.passwordMax, { error: V.passwordTooLong }),
  );

/** A password typed to sign in: only required (and bounded, as no stored one is longer). */
export const passwordField = z
  .string({ error: V.required })
  .check(z.minLength(1, { error: V.required }), z.maxLength(LIMITS.passwordMax, { error: V.passwordTooLong }));

/** The typed confirmation of a new password: bounded like the password itself. */
export const confirmPasswordField = z
  .string({ error: V.required })
  .check(z.maxLength(LIMITS.passwordMax, { error: V.tooLong }));

/** Longest UK postcode as typed with spaces; anything longer is not a postcode. */
const POSTCODE_MAX = 10;

/** A UK postcode, stored in its normal form ("SW1A 1AA"). `requiredError` as for `emailFieldWith`. */
export const postcodeFieldWith = (requiredError: string) =>
  z
    .string({ error: requiredError })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredError }),
      z.maxLength(POSTCODE_MAX, { error: V.postcodeInvalid }),
      z.refine((value) => parsePostcode(value) !== null, { error: V.postcodeInvalid }),
    )
    .transform((value) => parsePostcode(value)?.postcode ?? value);

export const postcodeField = postcodeFieldWith(V.required);

/** Adds the "passwords do not match" rule once both password fields are strings. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((data) => data.password === data.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
}

const INVALID_PAGE = 'validation.invalidPage';
const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: INVALID_PAGE })
    .int({ error: INVALID_PAGE })
    .min(1, { error: INVALID_PAGE })
    .max(max, { error: INVALID_PAGE });

/** Query-string paging: `page` from 1, `limit` up to `maxLimit`. */
export const paging = (defaultLimit: number, maxLimit: number) => ({
  page: wholeNumber(100_000).default(1),
  limit: wholeNumber(maxLimit).default(defaultLimit),
});
