import { z } from 'zod';

/**
 * The optional emails a person can turn on or off (GET/PUT /api/account/notifications); essential
 * ones (verification, recovery, being hired, approval) are always sent. Each applies to the roles listed.
 */
export const NOTIFICATION_TOPICS = {
  /** A client: a quotation arrived on one of their jobs. */
  quotations: ['client'],
  /** A tradesperson: another quotation was chosen, or the job was cancelled. */
  outcomes: ['tradesperson'],
  /** An administrator: a new tradesperson awaits approval (off unless turned on). */
  pendingTradespeople: ['admin'],
  /** A tradesperson: new jobs they could quote for, as each is posted or once a day (off unless chosen). */
  newJobs: ['tradesperson'],
  /** A client: a completed job waits for a review (the request and one reminder a week later). */
  reviewRequests: ['client'],
  /** A tradesperson: a client reviewed their work. */
  reviews: ['tradesperson'],
  /** Either side of a conversation: a message left unread for 10 minutes (one email per conversation). */
  messages: ['client', 'tradesperson'],
} as const;

export const NEW_JOB_ALERTS = ['off', 'instant', 'daily'] as const;
export type NewJobAlerts = (typeof NEW_JOB_ALERTS)[number];
export type NotificationTopic = keyof typeof NOTIFICATION_TOPICS;

/** Whether people of `role` have that topic among their choices. */
export const isTopicOf = (topic: NotificationTopic, role: string) =>
  (NOTIFICATION_TOPICS[topic] as readonly string[]).includes(role);

export const notificationPreferencesSchema = z.strictObject({
  quotations: z.boolean().optional(),
  outcomes: z.boolean().optional(),
  pendingTradespeople: z.boolean().optional(),
  newJobs: z.enum(NEW_JOB_ALERTS).optional(),
  reviewRequests: z.boolean().optional(),
  reviews: z.boolean().optional(),
  messages: z.boolean().optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** POST /api/unsubscribe?token=: the one-click unsubscribe of an email (RFC 8058). */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
