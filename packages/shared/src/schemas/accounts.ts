import { z } from 'zod';
import { ROLES } from '../enums.js';
import {
  V,
  confirmPasswordField,
  emailField,
  newPasswordField,
  passwordField,
  withMatchingPasswords,
} from './fields.js';

export * from './account-phone-forms.js';

/** POST /client/login, /tradeperson/login and /api/admin/login. */
export const loginSchema = z.strictObject({ email: emailField, password: passwordField });
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/account/password: any signed-in person changes their own password. */
export const changePasswordSchema = withMatchingPasswords(
  z.strictObject({
    currentPassword: passwordField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A token from an emailed link: 43 URL-safe characters (256 random bits). */
const emailTokenField = z.string({ error: V.required }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: V.required });

/** POST /api/password-reset: asks for a reset link; the answer is the same whether or not the account exists. */
export const passwordResetRequestSchema = z.strictObject({ email: emailField, role: z.enum(ROLES) });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm: the new password, with the token from the emailed link. */
export const passwordResetConfirmSchema = withMatchingPasswords(
  z.strictObject({ token: emailTokenField, password: newPasswordField, confirmPassword: confirmPasswordField }),
);
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** POST /api/verify-email: the token from the emailed link. */
export const verifyEmailSchema = z.strictObject({ token: emailTokenField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** POST /api/account/email: a new address (verified before it takes effect), with the password. */
export const changeEmailSchema = z.strictObject({ email: emailField, password: passwordField });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** DELETE /api/account: the password confirms that the owner means it. */
export const deleteAccountSchema = z.strictObject({ password: passwordField });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
