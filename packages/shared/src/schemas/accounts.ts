import { z } from 'zod';
import { TRADES } from '../enums.js';
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
