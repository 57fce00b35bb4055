import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, V, type ErrorBody, type ErrorCode, type FieldError } from '@tradewise/shared';
import { AppError } from '../lib/app-error.js';
import { englishMessage, isMessageKey } from '../lib/messages.js';
import { isConnectionError } from '../db/create-db.js';

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, details?: FieldError[]) {
  const text = message ?? englishMessage(`errors.${code}`);
  const body: ErrorBody = { error: text, message: text, code, ...(details ? { details } : {}) };
  return reply.code(ERROR_CODES[code]).send(body);
}

type ValidationIssue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

function fieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      return keys.map((key) => ({
        field: path ? `${path}.${key}` : key,
        code: V.unknownField,
        message: englishMessage(V.unknownField, { field: key }),
      }));
    }
    const code = issue.message && isMessageKey(issue.message) ? issue.message : 'errors.VALIDATION_FAILED';
    return [{ field: path || context || 'body', code, message: englishMessage(code) }];
  });
}

/** One error shape for every failure: `{error, message, code, details?}`; never a stack trace. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = fieldErrors(error.validation as ValidationIssue[], error.validationContext);
        return sendError(reply, 'VALIDATION_FAILED', details[0]?.message, details);
      }
      if (error instanceof AppError) return sendError(reply, error.code, error.message, error.details);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'PAYLOAD_TOO_LARGE');
      if (error.statusCode === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
        return sendError(reply, 'INVALID_JSON');
      }
      if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
      if (isConnectionError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendError(reply, 'SERVICE_UNAVAILABLE');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'request refused');
        return sendError(reply, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 'INTERNAL');
    });
  },
  { name: 'errors' },
);
