import { z } from 'zod';
import { ROLES, TRADES } from '../enums.js';
import { CONVERSATION_CLOSED_REASONS, CONVERSATION_REPORT_REASONS } from '../schemas/messaging.js';

/** The other side of a conversation; `deleted` once they erased their account (shown as a deleted user). */
export const counterpartSchema = z.object({
  role: z.enum(['client', 'tradesperson']),
  name: z.string(),
  businessName: z.string().optional(),
  deleted: z.boolean(),
});

const conversationJob = z.object({ _id: z.string(), workType: z.enum(TRADES), city: z.string() });

/**
 * One message as its reader sees it. Before a hire, a phone number or email address written by the
 * other side comes masked (`masked: true`; contact details are shared on hiring); `mine` is the
 * reader's own message, always shown as typed, with `hiddenFromThem` when the other side sees its
 * contact details masked.
 */
export const chatMessageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  mine: z.boolean(),
  masked: z.boolean(),
  hiddenFromThem: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/conversations: the signed-in client's or tradesperson's conversations, newest activity first. */
export const conversationSummarySchema = z.object({
  _id: z.string(),
  job: conversationJob,
  counterpart: counterpartSchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the other side not yet read. */
  unread: z.number(),
  /** Why no more messages may be sent, or null while the conversation is open. */
  closedReason: z.enum(CONVERSATION_CLOSED_REASONS).nullable(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/conversations/:conversationId: the thread's heading and state. */
export const conversationSchema = conversationSummarySchema.extend({
  /** Whether the tradesperson was hired for the job (contact details are then shared, nothing masked). */
  hired: z.boolean(),
  /** When the other side last read the conversation (a read receipt), or null. */
  counterpartReadAt: z.string().nullable(),
  /** Whether the reader has reported it (once per person). */
  reported: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations/:conversationId/messages: oldest first within the page, paged backwards. */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist (ask again with before = the first message's _id). */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** POST /api/conversations/:conversationId/read: the reader's unread total after reading. */
export const unreadAnswerSchema = z.object({ unreadMessages: z.number() });

/** An administrator's view of a reported conversation (GET /api/admin/conversations). */
export const reportedConversationSchema = z.object({
  _id: z.string(),
  job: conversationJob,
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  tradesperson: z.object({ _id: z.string(), name: z.string(), businessName: z.string(), email: z.string() }),
  reports: z.array(
    z.object({
      reporterRole: z.enum(ROLES),
      reason: z.enum(CONVERSATION_REPORT_REASONS),
      details: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** When an administrator last read its messages, or null: a report newer than that is new. */
  lastReadAt: z.string().nullable(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/** GET /api/admin/conversations/:conversationId/messages: every message, unmasked, with its author. */
export const adminMessageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  authorRole: z.enum(['client', 'tradesperson']),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
