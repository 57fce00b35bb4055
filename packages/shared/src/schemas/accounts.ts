import { z } from 'zod';
import { LANGUAGES, ROLES, TRADES } from '../enums.js';
import {
  V,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  passwordField,
  phoneField,
  postcodeField,
  requiredText,
  withMatchingPasswords,
} from './fields.js';

/** POST /client/register (spec section 7). */
export const clientRegisterSchema = withMatchingPasswords(
  z.strictObject({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    phoneNumber: phoneField,
    street: requiredText(),
    city: requiredText(),
    postcode: postcodeField,
    language: z.enum(LANGUAGES).optional(),
  }),
);
export type ClientRegisterInput = z.input<typeof clientRegisterSchema>;
export type ClientRegister = z.output<typeof clientRegisterSchema>;

/** POST /tradeperson/register (spec section 7). */
export const tradespersonRegisterSchema = withMatchingPasswords(
  z.strictObject({
    name: nameField,
    email: emailField,
    businessName: requiredText(),
    contactNumber: phoneField,
    trade: z.enum(TRADES, { error: V.tradeRequired }),
    street: requiredText(),
    city: requiredText(),
    postcode: postcodeField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    language: z.enum(LANGUAGES).optional(),
  }),
);
export type TradespersonRegisterInput = z.input<typeof tradespersonRegisterSchema>;
export type TradespersonRegister = z.output<typeof tradespersonRegisterSchema>;

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

/** PUT /api/account by a client: their own details, with the registration rules. */
export const clientAccountUpdateSchema = z.strictObject({
  name: nameField,
  phoneNumber: phoneField,
  street: requiredText(),
  city: requiredText(),
  postcode: postcodeField,
  language: z.enum(LANGUAGES),
});
export type ClientAccountUpdateInput = z.input<typeof clientAccountUpdateSchema>;

/** PUT /api/account by a tradesperson. */
export const tradespersonAccountUpdateSchema = z.strictObject({
  name: nameField,
  businessName: requiredText(),
  contactNumber: phoneField,
  street: requiredText(),
  city: requiredText(),
  postcode: postcodeField,
  language: z.enum(LANGUAGES),
});
export type TradespersonAccountUpdateInput = z.input<typeof tradespersonAccountUpdateSchema>;

/** POST /api/account/email: a new address (verified before it takes effect), with the password. */
export const changeEmailSchema = z.strictObject({ email: emailField, password: passwordField });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** DELETE /api/account: the password confirms that the owner means it. */
export const deleteAccountSchema = z.strictObject({ password: passwordField });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
