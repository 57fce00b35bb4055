import { z } from 'zod';
import { LANGUAGES, ROLES, TRADESPERSON_STATUSES } from '../enums.js';

/** POST /client/register and /tradeperson/register. */
export const registeredSchema = z.object({ message: z.string(), id: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

/** The answer of the three login calls. */
export const signedInSchema = z.object({
  token: z.string(),
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(TRADESPERSON_STATUSES).optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** GET /api/me: who the token belongs to. */
export const meSchema = z.object({
  role: z.enum(ROLES),
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(TRADESPERSON_STATUSES).optional(),
  trade: z.string().optional(),
  businessName: z.string().optional(),
  /** Whether the owner of the email confirmed it (the site offers to resend the link until then). */
  emailVerified: z.boolean(),
  /** The language of the emails this account is sent. */
  language: z.enum(LANGUAGES),
  /** Messages from the other side of their conversations not yet read (0 for administrators). */
  unreadMessages: z.number(),
});
export type Me = z.infer<typeof meSchema>;

/** GET and PUT /api/account: the signed-in client's or tradesperson's own details. */
export const accountSchema = z.object({
  role: z.enum(['client', 'tradesperson']),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its owner to confirm it (the account keeps `email` until then). */
  pendingEmail: z.string().nullable(),
  language: z.enum(LANGUAGES),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  /** A client's phone. */
  phoneNumber: z.string().optional(),
  /** A tradesperson's business and contact number. */
  businessName: z.string().optional(),
  contactNumber: z.string().optional(),
});
export type Account = z.infer<typeof accountSchema>;
