import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors.js';

/** The body of every error answer (see `ErrorBody`). */
export const errorAnswerSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  details: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});
