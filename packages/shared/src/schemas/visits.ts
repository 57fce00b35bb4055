import { z } from 'zod';
import { V, cleanText } from './fields.js';
import { idSchema } from './jobs.js';

/**
 * Site visits (issue 42): on a job, the client or a tradesperson in a conversation with them
 * proposes up to three times (a London date, a start and a length); the other picks one or
 * proposes others. Request shapes here; answers in responses/visits.ts.
 */
export const VISIT_LIMITS = {
  maxOptions: 3,
  minMinutes: 15,
  maxMinutes: 8 * 60,
  reasonMax: 300,
  replyMax: 1000,
  /** The client may say whether the visit happened up to this many days after it ended. */
  outcomeDays: 7,
} as const;

export const VISIT_STATUSES = ['proposed', 'booked', 'cancelled', 'replaced'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_OUTCOMES = ['happened', 'no_show'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** One time: a date and start on London's clock (whatever its offset that day) and a length in minutes. */
export const visitTimeSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.required }),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.required }),
  minutes: z.number().int().min(VISIT_LIMITS.minMinutes).max(VISIT_LIMITS.maxMinutes),
});
export type VisitTimeInput = z.input<typeof visitTimeSchema>;

const reasonField = z
  .string()
  .overwrite((value) => cleanText(value, { singleLine: true }))
  .trim()
  .min(1, { error: V.required })
  .max(VISIT_LIMITS.reasonMax, { error: V.tooLong });

/**
 * POST /api/conversations/:conversationId/visits. `shareAddress`: the client agrees that the
 * tradesperson sees the job's street for this visit (required from a client, ignored from a
 * tradesperson, who asks for it by proposing).
 */
export const proposeVisitSchema = z.strictObject({
  times: z.array(visitTimeSchema).min(1).max(VISIT_LIMITS.maxOptions),
  shareAddress: z.boolean().optional(),
});
export type ProposeVisitInput = z.input<typeof proposeVisitSchema>;

/** POST /api/visits/:visitId/pick: the other side picks one of the proposed times. */
export const pickVisitSchema = z.strictObject({
  option: z
    .number()
    .int()
    .min(0)
    .max(VISIT_LIMITS.maxOptions - 1),
  shareAddress: z.boolean().optional(),
});
export type PickVisitInput = z.input<typeof pickVisitSchema>;

/** POST /api/visits/:visitId/move: a booked visit to another time, with a reason. */
export const moveVisitSchema = visitTimeSchema.extend({ reason: reasonField });
export type MoveVisitInput = z.input<typeof moveVisitSchema>;

/** POST /api/visits/:visitId/cancel. */
export const cancelVisitSchema = z.strictObject({ reason: reasonField });
export type CancelVisitInput = z.input<typeof cancelVisitSchema>;

/** POST /api/visits/:visitId/outcome: the client says it happened or nobody came. */
export const visitOutcomeSchema = z.strictObject({ outcome: z.enum(VISIT_OUTCOMES) });
export type VisitOutcomeInput = z.input<typeof visitOutcomeSchema>;

/** POST /api/visits/:visitId/reply: the tradesperson's one answer to it. */
export const visitReplySchema = z.strictObject({
  text: z
    .string()
    .overwrite((value) => cleanText(value, { singleLine: false }))
    .trim()
    .min(1, { error: V.required })
    .max(VISIT_LIMITS.replyMax, { error: V.tooLong }),
});
export type VisitReplyInput = z.input<typeof visitReplySchema>;

/** PUT /api/visit-calendar: whether to be emailed two hours before a visit too. */
export const visitCalendarSettingsSchema = z.strictObject({ remindTwoHours: z.boolean() });
export type VisitCalendarSettingsInput = z.input<typeof visitCalendarSettingsSchema>;

export const visitParams = z.strictObject({ visitId: idSchema });
export const calendarFeedParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
