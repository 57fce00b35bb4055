import { z } from 'zod';
import { TRADESPERSON_STATUSES, JOB_STATUSES } from '../enums.js';
import { LIMITS } from '../limits.js';
import { adminClientSchema, adminTradespersonSchema } from '../responses/admin.js';
import { V, paging, emailField, nameField, newPasswordField, postcodeField, requiredText } from './fields.js';
import { phoneField } from './phone-field.js';
import { tradespersonDetailsFields } from './account-phone-forms.js';

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
  ...tradespersonDetailsFields,
  password: optionalNewPassword,
});
export type AdminTradespersonUpdateInput = z.input<typeof adminTradespersonUpdateSchema>;

/**
 * The body the API takes for an edit: the flat form above, or the object the list answered with,
 * edited and sent back whole (as the specification's client does): its nested `address` is read
 * and the fields only an answer carries (`_id`, `createdAt`, counts, status) are ignored.
 */
function orItsAnswer<Edit extends z.ZodObject>(edit: Edit, answer: z.ZodObject) {
  const readOnly = Object.keys(answer.shape).filter((key) => !(key in edit.shape) && key !== 'address');
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { address, ...rest } = value as Record<string, unknown>;
    const nested = address && typeof address === 'object' && !Array.isArray(address) ? address : {};
    const flat: Record<string, unknown> = { ...nested, ...rest };
    for (const key of readOnly) delete flat[key];
    return flat;
  }, edit);
}

export const adminClientUpdateBody = orItsAnswer(adminClientUpdateSchema, adminClientSchema);
export const adminTradespersonUpdateBody = orItsAnswer(adminTradespersonUpdateSchema, adminTradespersonSchema);

const search = z.string().trim().max(LIMITS.textMax, { error: V.tooLong }).optional();

export const adminListQuery = z.object({ search, ...paging(20, 100) });
export const adminTradespeopleQuery = adminListQuery.extend({
  status: z.enum(TRADESPERSON_STATUSES, { error: 'validation.invalidStatus' }).optional(),
});
export const adminJobsQuery = adminListQuery.extend({
  status: z.enum(JOB_STATUSES, { error: 'validation.invalidStatus' }).optional(),
});
export const pagingQuery = z.object(paging(20, 100));
