import { z } from 'zod';
import { TRADES } from '../enums.js';
import { VISIT_OUTCOMES, VISIT_STATUSES } from '../schemas/visits.js';

/** A time as stored: UTC instants (shown on London's clock). */
export const visitSlotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

/**
 * A visit as one of its two sides sees it. `address.street` is given to the tradesperson only
 * while the visit is booked and not yet over (the client agreed to it when booking); the client
 * always sees their own.
 */
export const visitSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  job: z.object({ _id: z.string(), workType: z.enum(TRADES) }),
  status: z.enum(VISIT_STATUSES),
  proposedBy: z.enum(['client', 'tradesperson']),
  /** Whether the reader proposed it (the other side picks). */
  mine: z.boolean(),
  options: z.array(visitSlotSchema),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  counterpart: z.object({ name: z.string(), businessName: z.string().optional() }),
  address: z.object({ street: z.string().nullable(), city: z.string(), postcode: z.string() }),
  sequence: z.number(),
  moveReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['client', 'tradesperson']).nullable(),
  outcome: z.enum(VISIT_OUTCOMES).nullable(),
  reply: z.string().nullable(),
  /** What the reader may do now. */
  can: z.object({
    pick: z.boolean(),
    move: z.boolean(),
    cancel: z.boolean(),
    recordOutcome: z.boolean(),
    reply: z.boolean(),
  }),
});
export type Visit = z.infer<typeof visitSchema>;

/** GET /api/visit-calendar: the person's reminder choice and whether a private feed address exists. */
export const visitCalendarSchema = z.object({ remindTwoHours: z.boolean(), hasFeed: z.boolean() });
export type VisitCalendar = z.infer<typeof visitCalendarSchema>;

/** POST /api/visit-calendar/feed: the new private address (shown once; only its hash is kept). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
