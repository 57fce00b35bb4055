import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { V, cleanText, requiredParagraphs } from './fields.js';
import { idSchema } from './jobs.js';

/**
 * Messaging: one conversation per quotation (a job and one tradesperson), between that job's
 * client and that tradesperson only. Request shapes here; answers in responses/messaging.ts.
 */

/** Why a conversation may be reported to the administrators. */
export const CONVERSATION_REPORT_REASONS = ['harassment', 'spam', 'scam', 'offensive', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/**
 * Why a conversation no longer takes messages (null while it does): another quotation was chosen,
 * the job was cancelled or removed, the tradesperson withdrew the quotation, or the other side's
 * account is gone.
 */
export const CONVERSATION_CLOSED_REASONS = ['not_chosen', 'cancelled', 'withdrawn', 'account_closed'] as const;
export type ConversationClosedReason = (typeof CONVERSATION_CLOSED_REASONS)[number];

/** POST /api/conversations/:conversationId/messages: 1 to 2,000 characters after trimming, kept as typed. */
export const sendMessageSchema = z.strictObject({ text: requiredParagraphs(LIMITS.chatMessageMax) });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST /api/conversations/:conversationId/report. */
export const reportConversationSchema = z.strictObject({
  reason: z.enum(CONVERSATION_REPORT_REASONS, { error: V.required }),
  details: z
    .string()
    .overwrite((value) => cleanText(value, { singleLine: false }))
    .trim()
    .max(LIMITS.reviewReportMax, { error: V.tooLong })
    .optional(),
});
export type ReportConversationInput = z.input<typeof reportConversationSchema>;

export const conversationParams = z.strictObject({ conversationId: idSchema });

/** GET /api/conversations/:conversationId/messages?before=<message id>: the page older than that message. */
export const messagesQuerySchema = z.strictObject({ before: idSchema.optional() });
