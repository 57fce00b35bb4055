/**
 * The email rule, without zod: `emailField` (schemas/fields.ts) applies it, and the web footer's
 * newsletter box tests it directly so that it does not load zod.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value);
