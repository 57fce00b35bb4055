import { z } from 'zod';

/**
 * Answer shapes (what the API sends back), beside the request schemas. The API declares them on
 * its routes, so a field not listed never leaves the server; the web app infers its types from them.
 */

/** A full address as stored: shown to the owner, to an administrator, and to the hired tradesperson. */
export const addressAnswerSchema = z.object({ street: z.string(), city: z.string(), postcode: z.string() });
export type Address = z.infer<typeof addressAnswerSchema>;

/** A person named beside a job or quotation in an administrator's view. */
export const personRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** A confirmation: the English text of what happened (the web app shows its own translation). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** POST /api/verify-email: confirmed now, or (a link followed again) confirmed already. */
export const verifyEmailAnswerSchema = z.object({ message: z.string(), alreadyConfirmed: z.boolean() });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

/** A confirmation of something created, with its id. */
export const createdAnswerSchema = z.object({ message: z.string(), _id: z.string() });
export type CreatedAnswer = z.infer<typeof createdAnswerSchema>;
