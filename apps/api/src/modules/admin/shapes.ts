import { z } from 'zod';
import {
  JOB_STATUSES,
  PROPERTY_TYPES,
  QUOTATION_STATUSES,
  SERVICE_TIMES,
  TRADES,
  TRADESPERSON_STATUSES,
} from '@tradewise/shared';

const address = z.object({ street: z.string(), city: z.string(), postcode: z.string() });

export const adminClientShape = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address,
  jobCount: z.number(),
  createdAt: z.string(),
});

export const adminTradespersonShape = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string(),
  contactNumber: z.string(),
  trade: z.enum(TRADES),
  address,
  status: z.enum(TRADESPERSON_STATUSES),
  coverage: z.array(z.string()),
  createdAt: z.string(),
});

export const adminJobShape = z.object({
  _id: z.string(),
  workType: z.enum(TRADES),
  serviceTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  jobDescription: z.string(),
  address,
  contactEmail: z.string(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  client: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  quotations: z.array(
    z.object({
      _id: z.string(),
      quotationText: z.string(),
      price: z.number().nullable(),
      status: z.enum(QUOTATION_STATUSES),
      createdAt: z.string(),
      tradesperson: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    }),
  ),
});

export const statsShape = z.object({
  clients: z.number(),
  tradespeople: z.object({ pending: z.number(), approved: z.number(), suspended: z.number() }),
  jobs: z.object({ open: z.number(), hired: z.number(), completed: z.number(), cancelled: z.number() }),
  unreadMessages: z.number(),
  newJobRequests: z.number(),
  newsletterSubscribers: z.number(),
});

export const contactMessageShape = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});

export const jobRequestShape = z.object({
  _id: z.string(),
  tradespersonType: z.enum(TRADES),
  serviceCompletionTime: z.enum(SERVICE_TIMES),
  propertyType: z.enum(PROPERTY_TYPES),
  address,
  email: z.string(),
  status: z.enum(['new', 'published', 'dismissed']),
  jobId: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriberShape = z.object({ email: z.string(), createdAt: z.string() });

export const auditShape = z.object({
  _id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
