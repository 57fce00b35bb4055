import { z } from 'zod';
import { LANGUAGES, TRADES } from '../enums.js';
import {
  V,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  postcodeField,
  requiredText,
  withMatchingPasswords,
} from './fields.js';
import { phoneField } from './phone-field.js';

/*
 * The account forms with a phone number: registering, and one's own details. A module of their
 * own (re-exported by accounts.ts), so a page signing in does not bundle the phone metadata.
 */

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

/** A tradesperson's details, as registration asks for them and an administrator edits them. */
export const tradespersonDetailsFields = {
  name: nameField,
  email: emailField,
  businessName: requiredText(),
  contactNumber: phoneField,
  trade: z.enum(TRADES, { error: V.tradeRequired }),
  street: requiredText(),
  city: requiredText(),
  postcode: postcodeField,
};

/** POST /tradeperson/register (spec section 7). */
export const tradespersonRegisterSchema = withMatchingPasswords(
  z.strictObject({
    ...tradespersonDetailsFields,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    language: z.enum(LANGUAGES).optional(),
  }),
);
export type TradespersonRegisterInput = z.input<typeof tradespersonRegisterSchema>;
export type TradespersonRegister = z.output<typeof tradespersonRegisterSchema>;

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
