import { z } from 'zod';
import { LANGUAGES } from '../enums.js';

/** An email in the outbox, as an administrator reads it at /admin/outbox. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxEmailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
