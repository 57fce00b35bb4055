import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@tradewise/shared';

export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  details: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});

/** Response schemas for the error statuses a route can answer (documentation and leak guard). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries([...statuses, 500, 503].map((status) => [status, errorSchema]));
}
