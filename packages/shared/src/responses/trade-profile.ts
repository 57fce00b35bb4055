import { z } from 'zod';
import { CREDENTIAL_KINDS, ELECTRICAL_SCHEMES } from '../schemas/trade-profile.js';

/**
 * An image as the API serves it: the full picture, its thumbnail, the full picture's size and the
 * thumbnail's width (for a srcset: a phone takes the thumbnail where it is sharp enough).
 */
export const profileImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnailWidth: z.number(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

export const portfolioPhotoSchema = profileImageSchema.extend({ caption: z.string() });
export type PortfolioPhoto = z.infer<typeof portfolioPhotoSchema>;

/**
 * A checked credential as anyone may see it (a badge): what it is, when an administrator checked
 * it, and what lets a client verify it (the Gas Safe number, the scheme and membership number, the
 * insurer, cover and expiry date). Never the insurance policy number.
 */
export const credentialBadgeSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  checkedAt: z.string(),
  number: z.string().nullable(),
  scheme: z.enum(ELECTRICAL_SCHEMES).nullable(),
  insurer: z.string().nullable(),
  coverPounds: z.number().nullable(),
  expiresOn: z.string().nullable(),
});
export type CredentialBadge = z.infer<typeof credentialBadgeSchema>;

/** A credential as its owner and administrators see it: everything given, checked or not. */
export const credentialSchema = credentialBadgeSchema.extend({
  checkedAt: z.string().nullable(),
  policyNumber: z.string().nullable(),
  /** Insurance whose expiry date has come (UK date): it shows no badge, checked or not. */
  expired: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** GET and PUT /api/trade-profile: the signed-in tradesperson's own profile. */
export const ownTradeProfileSchema = z.object({
  about: z.string(),
  yearsTrading: z.number().nullable(),
  credentials: z.array(credentialSchema),
  portrait: profileImageSchema.nullable(),
  portfolio: z.array(portfolioPhotoSchema),
});
export type OwnTradeProfile = z.infer<typeof ownTradeProfileSchema>;
