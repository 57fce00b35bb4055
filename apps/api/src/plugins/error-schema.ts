import { errorAnswerSchema } from '@tradewise/shared';

/** Response schemas for the error statuses a route can answer (documentation and leak guard). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorAnswerSchema> {
  return Object.fromEntries([...statuses, 500, 503].map((status) => [status, errorAnswerSchema]));
}
