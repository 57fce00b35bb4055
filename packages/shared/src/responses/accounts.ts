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
});
export type Me = z.infer<typeof meSchema>;
