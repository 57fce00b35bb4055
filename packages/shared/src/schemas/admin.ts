import { z } from 'zod';
import { TRADES, TRADESPERSON_STATUSES, JOB_STATUSES } from '../enums.js';
import { LIMITS } from '../limits.js';
import {
  V,
  paging,
  emailField,
  nameField,
  newPasswordField,
  phoneField,
  postcodeField,
  requiredText,
} from './fields.js';

/** A blank password in an admin edit keeps the current one. */
const optionalNewPassword = z
  .union([z.literal(''), newPasswordField], { error: V.passwordMinLength })
  .optional()
  .transform((value) => (value ? value : undefined));

/** PUT /api/admin/clients/{id}: every field required except the password. */
export const adminClientUpdateSchema = z.strictObject({
  name: nameField,
  email: emailField,
  phoneNumber: phoneField,
  street: requiredText(),
  city: requiredText(),
  postcode: postcodeField,
  password: optionalNewPassword,
});
export type AdminClientUpdateInput = z.input<typeof adminClientUpdateSchema>;

/** PUT /api/admin/tradespeople/{id}: every field required except the password. */
export const adminTradespersonUpdateSchema = z.strictObject({
  name: nameField,
  email: emailField,
  businessName: requiredText(),
  contactNumber: phoneField,
  trade: z.enum(TRADES, { error: V.tradeRequired }),
  street: requiredText(),
  city: requiredText(),
  postcode: postcodeField,
  password: optionalNewPassword,
});
export type AdminTradespersonUpdateInput = z.input<typeof adminTradespersonUpdateSchema>;

const search = z.string().trim().max(LIMITS.textMax, { error: V.tooLong }).optional();

export const adminListQuery = z.object({ search, ...paging(20, 100) });
export const adminTradespeopleQuery = adminListQuery.extend({
  status: z.enum(TRADESPERSON_STATUSES, { error: 'validation.invalidStatus' }).optional(),
});
export const adminJobsQuery = adminListQuery.extend({
  status: z.enum(JOB_STATUSES, { error: 'validation.invalidStatus' }).optional(),
});
export const pagingQuery = z.object(paging(20, 100));
