import { z } from 'zod';
import { LANGUAGES, PROPERTY_TYPES, SERVICE_TIMES, TRADES } from '../enums.js';
import { LIMITS } from '../limits.js';
import { normaliseCoverage, parsePostcode } from '../postcode.js';
import {
  V,
  cleanText,
  emailField,
  emailFieldWith,
  nameField,
  paging,
  postcodeFieldWith,
  requiredParagraphs,
  requiredText,
} from './fields.js';
import { phoneField } from './phone-field.js';

/** i18n keys of the home request form (spec section 5, word for word in English). */
export const R = {
  tradespersonType: 'requestForm.validation.tradespersonType',
  serviceTime: 'requestForm.validation.serviceTime',
  propertyType: 'requestForm.validation.propertyType',
  address: 'requestForm.validation.address',
  emailsRequired: 'requestForm.validation.emailsRequired',
  emailsMustMatch: 'requestForm.validation.emailsMustMatch',
  websiteInvalid: 'contactPage.validation.websiteInvalid',
  messageTooLong: 'contactPage.validation.messageTooLong',
  locationInvalid: 'directory.locationInvalid',
  nearUnknown: 'directory.nearUnknown',
  distanceNeedsNear: 'directory.distanceNeedsNear',
  searchTooLong: 'directory.searchTooLong',
} as const;

const addressText = z
  .string({ error: R.address })
  .overwrite((value) => cleanText(value))
  .trim()
  .min(1, { error: R.address })
  .max(LIMITS.textMax, { error: V.tooLong });
const requestEmail = emailFieldWith(R.emailsRequired);

/** Step rules of the request form, one schema per step so the modal checks each on Next. */
export const requestFormSteps = [
  z.object({ tradespersonType: z.enum(TRADES, { error: R.tradespersonType }) }),
  z.object({ serviceCompletionTime: z.enum(SERVICE_TIMES, { error: R.serviceTime }) }),
  z.object({ propertyType: z.enum(PROPERTY_TYPES, { error: R.propertyType }) }),
  z.object({
    address: z.strictObject(
      {
        street: addressText,
        city: addressText,
        postcode: postcodeFieldWith(R.address),
      },
      { error: R.address },
    ),
  }),
  z.object({
    contactDetails: z
      .strictObject({ email: requestEmail, confirmEmail: requestEmail }, { error: R.emailsRequired })
      .refine((value) => value.email === value.confirmEmail, { path: ['confirmEmail'], error: R.emailsMustMatch }),
  }),
] as const;

/** POST /api/job-requests: the request form data of spec section 3. */
export const jobRequestSchema = z.strictObject({
  ...requestFormSteps[0].shape,
  ...requestFormSteps[1].shape,
  ...requestFormSteps[2].shape,
  ...requestFormSteps[3].shape,
  ...requestFormSteps[4].shape,
  /** The language the form was filled in: the emailed link to publish the request is written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type JobRequestInput = z.input<typeof jobRequestSchema>;

const WEBSITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/\S*)?$/i;

/** An answer one may leave out (missing or blank is stored as ''); one given must pass `field`. */
const optionalAnswer = (field: z.ZodType<string, string>) =>
  z
    .string({ error: V.required })
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return '';
      const checked = field.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

/** POST /api/contact: name, email and message required; a phone number and a website are optional. */
export const contactSchema = z.strictObject({
  name: nameField,
  email: emailField,
  phone: optionalAnswer(phoneField),
  website: optionalAnswer(requiredText().regex(WEBSITE, { error: R.websiteInvalid })),
  message: requiredParagraphs(LIMITS.messageMax).max(LIMITS.messageMax, { error: R.messageTooLong }),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.strictObject({ email: emailField, language: z.enum(LANGUAGES).optional() });

/** POST /api/newsletter/confirm: the token of the emailed confirmation link. */
export const newsletterConfirmSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/** POST /api/job-requests/publish: the token of the link emailed after a home-page request. */
export const publishRequestSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/** GET /api/tradespeople: the directory's filters and paging. */
export const directoryQuery = z
  .object({
    trade: z.enum(TRADES, { error: V.tradeRequired }).optional(),
    q: z.string().trim().max(LIMITS.directorySearchMax, { error: R.searchTooLong }).optional(),
    location: z
      .string()
      .max(10, { error: R.locationInvalid })
      .refine((value) => value.trim() === '' || normaliseCoverage(value) !== null || parsePostcode(value) !== null, {
        error: R.locationInvalid,
      })
      .optional(),
    /**
     * A place: a full postcode, an outward code or area, or a town from the outward-code data. Lists
     * those whose coverage reaches it, nearest first unless `sort` says otherwise.
     */
    near: z.string().trim().max(60, { error: R.nearUnknown }).optional(),
    /** By business name (the default without `near`), best rated first, or nearest first (with `near`). */
    sort: z.enum(['name', 'rating', 'distance']).optional(),
    ...paging(24, 100),
  })
  .refine((query) => query.sort !== 'distance' || Boolean(query.near), {
    error: R.distanceNeedsNear,
    path: ['sort'],
  });
