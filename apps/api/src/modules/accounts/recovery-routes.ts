/**
 * Account recovery and email verification: POST /api/password-reset (a link by email, same answer
 * for any address), /api/password-reset/confirm, /api/verify-email and /api/verify-email/resend.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageAnswerSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailSchema,
  verifyEmailAnswerSchema,
} from '@tradewise/shared';
import { englishMessage } from '../../lib/messages.js';
import { SteadyAnswers } from '../../lib/steady-answer.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as recovery from './recovery.js';

const tags = ['accounts'];
/**
 * How long POST /api/password-reset takes for any address: the link and email for a known one are
 * written well within it, so the time of the answer does not tell whether the address has an account.
 */
export const RESET_ANSWER_MS = 250;

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const resets = new SteadyAnswers(RESET_ANSWER_MS);
  app.addHook('onClose', () => resets.settle());

  app.post(
    '/api/password-reset',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: passwordResetRequestSchema,
        response: { 202: messageAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await resets.answerAfter(
        () => recovery.requestPasswordReset(app.db, app.mailer, request.body),
        (error) => request.log.error({ err: error }, 'password reset request failed'),
      );
      return reply.code(202).send({ message: englishMessage('recovery.resetSent') });
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: passwordResetConfirmSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      await recovery.confirmPasswordReset(app.db, app.mailer, request.body);
      return { message: englishMessage('recovery.resetDone') };
    },
  );

  app.post(
    '/api/verify-email',
    {
      config: app.formRateLimit,
      schema: {
        tags,
        body: verifyEmailSchema,
        response: { 200: verifyEmailAnswerSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const outcome = await recovery.verifyEmail(app.db, request.body.token);
      const alreadyConfirmed = outcome === 'already';
      return {
        message: englishMessage(alreadyConfirmed ? 'recovery.alreadyVerified' : 'recovery.verified'),
        alreadyConfirmed,
      };
    },
  );

  app.post(
    '/api/verify-email/resend',
    {
      onRequest: app.requireRole('client', 'tradesperson'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 202: messageAnswerSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await recovery.resendVerification(app.db, app.mailer, request.session!);
      return reply.code(202).send({ message: englishMessage('recovery.verificationSent') });
    },
  );
};
