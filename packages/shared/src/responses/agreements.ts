import { z } from 'zod';

const party = z.enum(['client', 'tradesperson']);

/** One change proposed after the hire, and what became of it. */
export const variationSchema = z.object({
  _id: z.string(),
  proposedBy: party,
  description: z.string(),
  priceChangePence: z.number().int(),
  reason: z.string(),
  status: z.enum(['proposed', 'accepted', 'declined']),
  /** The agreement version it made, once accepted. */
  version: z.number().int().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Whether the one asking may accept or decline it (it waits for them and the job is not over). */
  canAnswer: z.boolean(),
});

/** A hire's written agreement as both sides see it: its versions (each a PDF) and its variations. */
export const agreementSchema = z.object({
  jobId: z.string(),
  /** The job's trade and address, as the latest version states them. */
  workType: z.string(),
  address: z.string(),
  /** Which side of the agreement the one asking is. */
  you: party,
  /** Whether changes may still be proposed and answered: false once the job is completed or cancelled. */
  open: z.boolean(),
  currentVersion: z.number().int(),
  /** The running total in pence; null when the quotation gave no price. */
  totalPence: z.number().int().nullable(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      madeAt: z.string(),
      totalPence: z.number().int().nullable(),
      /** The download address of its PDF. */
      pdfUrl: z.string(),
    }),
  ),
  variations: z.array(variationSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;
export type Variation = z.infer<typeof variationSchema>;
