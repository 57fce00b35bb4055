import { z } from 'zod';
import type { Trade } from '../enums.js';
import { V, cleanText } from './fields.js';
import { insuranceCurrent, needsGasSafe } from '../credentials.js';

/** The credentials a tradesperson may claim; each shows publicly only once an administrator checked it. */
export const CREDENTIAL_KINDS = ['gas_safe', 'scheme', 'insurance'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** The competent-person schemes an electrician can belong to (their registers are public). */
export const ELECTRICAL_SCHEMES = ['NICEIC', 'NAPIT', 'ELECSA', 'Stroma'] as const;
export type ElectricalScheme = (typeof ELECTRICAL_SCHEMES)[number];

export const TRADE_PROFILE_LIMITS = {
  aboutMax: 1500,
  yearsTradingMax: 100,
  captionMax: 200,
  portfolioMax: 24,
  coverPoundsMax: 100_000_000,
} as const;

/** i18n keys of the profile form's messages. */
export const TP = {
  aboutTooLong: 'tradeProfile.validation.aboutTooLong',
  yearsInvalid: 'tradeProfile.validation.yearsInvalid',
  gasSafeInvalid: 'tradeProfile.validation.gasSafeInvalid',
  gasSafeRequired: 'tradeProfile.validation.gasSafeRequired',
  schemeRequired: 'tradeProfile.validation.schemeRequired',
  schemeNumberRequired: 'tradeProfile.validation.schemeNumberRequired',
  insurerRequired: 'tradeProfile.validation.insurerRequired',
  expiryRequired: 'tradeProfile.validation.expiryRequired',
  expiryInvalid: 'tradeProfile.validation.expiryInvalid',
  expiryPast: 'tradeProfile.validation.expiryPast',
  coverInvalid: 'tradeProfile.validation.coverInvalid',
  captionTooLong: 'tradeProfile.validation.captionTooLong',
} as const;

/** A one-line text that may be left blank (''), cleaned and trimmed, at most `max` characters. */
const optionalLine = (max: number) =>
  z
    .string({ error: V.required })
    .overwrite((value) => cleanText(value))
    .trim()
    .max(max, { error: V.tooLong });

/** A whole number typed in a box (or sent as a number); blank is null. */
const optionalWhole = (max: number, error: string) =>
  z.union([z.number(), z.string(), z.null()], { error }).transform((value, ctx) => {
    const text = value === null ? '' : String(value).trim().replace(/[,\s]/g, '');
    if (text === '') return null;
    const number = Number(text);
    if (!/^\d+$/.test(text) || number > max) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return number;
  });

/** A calendar date as a date input sends it: YYYY-MM-DD, a real day. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01';
};

/**
 * PUT /api/trade-profile: the whole profile, as the form holds it (blank fields for a credential not
 * held). Its answer groups the credentials; a section half filled in is refused on the missing field.
 */
export const tradeProfileSchema = z
  .strictObject({
    about: z
      .string({ error: V.required })
      .overwrite((value) => cleanText(value, { singleLine: false }))
      .trim()
      .max(TRADE_PROFILE_LIMITS.aboutMax, { error: TP.aboutTooLong }),
    yearsTrading: optionalWhole(TRADE_PROFILE_LIMITS.yearsTradingMax, TP.yearsInvalid),
    gasSafeNumber: z
      .string({ error: TP.gasSafeInvalid })
      .transform((value) => value.replace(/\s/g, ''))
      .refine((value) => value === '' || /^\d{6,7}$/.test(value), { error: TP.gasSafeInvalid }),
    schemeName: z.union([z.enum(ELECTRICAL_SCHEMES), z.literal('')], { error: TP.schemeRequired }),
    schemeNumber: optionalLine(40),
    insurer: optionalLine(100),
    policyNumber: optionalLine(60),
    coverPounds: optionalWhole(TRADE_PROFILE_LIMITS.coverPoundsMax, TP.coverInvalid),
    insuranceExpiresOn: z
      .string({ error: TP.expiryInvalid })
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), { error: TP.expiryInvalid, abort: true })
      // An insurance that has expired (or expires today) covers nothing: the date of a current policy.
      .refine((value) => value === '' || insuranceCurrent(value, new Date()), { error: TP.expiryPast }),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.schemeName && !value.schemeNumber) missing('schemeNumber', TP.schemeNumberRequired);
    if (!value.schemeName && value.schemeNumber) missing('schemeName', TP.schemeRequired);
    const insurance = value.insurer || value.policyNumber || value.coverPounds !== null || value.insuranceExpiresOn;
    if (insurance && !value.insurer) missing('insurer', TP.insurerRequired);
    if (insurance && !value.insuranceExpiresOn) missing('insuranceExpiresOn', TP.expiryRequired);
  });
export type TradeProfileInput = z.input<typeof tradeProfileSchema>;
export type TradeProfileBody = z.output<typeof tradeProfileSchema>;

/** The one place a Gas Safe number is demanded: gas engineers cannot save a profile without one. */
export const gasSafeMissing = (trade: Trade, body: Pick<TradeProfileBody, 'gasSafeNumber'>) =>
  needsGasSafe(trade) && body.gasSafeNumber === '';

/** The form's schema for a tradesperson of `trade` (the server applies `gasSafeMissing` the same way). */
export const tradeProfileSchemaFor = (trade: Trade) =>
  tradeProfileSchema.refine((value) => !gasSafeMissing(trade, value), {
    path: ['gasSafeNumber'],
    error: TP.gasSafeRequired,
  });

/** PATCH /api/trade-profile/portfolio/:photoId: a photo's caption ('' for none). */
export const portfolioCaptionSchema = z.strictObject({
  caption: z
    .string({ error: V.required })
    .overwrite((value) => cleanText(value))
    .trim()
    .max(TRADE_PROFILE_LIMITS.captionMax, { error: TP.captionTooLong }),
});
export type PortfolioCaptionInput = z.input<typeof portfolioCaptionSchema>;

/**
 * POST /api/admin/tradespeople/{id}/credentials/{kind}/check: what the administrator was shown of
 * the credential and checked (the fields of its answer, as shown). A credential that says anything
 * else by then is not checked (409 CREDENTIAL_CHANGED): the check approves what was read.
 */
export const credentialCheckSchema = z.strictObject({
  number: z.string().max(100).nullable(),
  scheme: z.enum(ELECTRICAL_SCHEMES).nullable(),
  insurer: z.string().max(200).nullable(),
  policyNumber: z.string().max(100).nullable(),
  coverPounds: z.number().int().nonnegative().nullable(),
  expiresOn: z.string().max(10).nullable(),
});
export type CredentialCheckInput = z.infer<typeof credentialCheckSchema>;
