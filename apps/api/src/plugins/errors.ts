import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, V, type ErrorBody, type ErrorCode, type FieldError } from '@tradewise/shared';
import { AppError } from '../lib/app-error.js';
import { englishMessage, isMessageKey } from '../lib/messages.js';
import { isConnectionError } from '../db/create-db.js';
import { policyHeaders } from './security.js';

function errorBody(code: ErrorCode, message?: string, details?: FieldError[]): ErrorBody {
  const text = message ?? englishMessage(`errors.${code}`);
  return { error: text, message: text, code, ...(details ? { details } : {}) };
}

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, details?: FieldError[]) {
  return reply.code(ERROR_CODES[code]).send(errorBody(code, message, details));
}

/**
 * Answers for what Fastify and Node refuse before any route or hook runs (a malformed URL, headers
 * too large, a request line that is not HTTP): the one error shape, with the security headers every
 * other API answer carries, and no echo of what was sent.
 */
export function earlyErrors() {
  const policy = policyHeaders();
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      request.log.info({ err: { code: error.code } }, 'malformed request refused');
      return sendError(reply.headers(policy), 'BAD_REQUEST');
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
      const code: ErrorCode =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? 'HEADERS_TOO_LARGE'
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 'REQUEST_TIMEOUT'
            : 'BAD_REQUEST';
      const status = ERROR_CODES[code];
      const body = JSON.stringify(errorBody(code));
      const headers = {
        ...policy,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    },
  };
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
