import { z } from 'zod';
import { LANGUAGES } from '../enums.js';

/** An email in the outbox, as an administrator reads it at /admin/outbox. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What stands in an email's text, as administrators read it, for the secret of a link that acts
 * for its recipient (verify, reset, unsubscribe, publish): only the recipient may follow it.
 */
export const HIDDEN_LINK_SECRET = '•••';

/** The list (GET /api/admin/outbox) says what was sent to whom; its text is read one at a time. */
export const outboxEmailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/admin/outbox/{id}: one email with its text, link secrets hidden (the reading is audited). */
export const outboxEmailTextSchema = outboxEmailSchema.extend({ text: z.string() });
export type OutboxEmailText = z.infer<typeof outboxEmailTextSchema>;
