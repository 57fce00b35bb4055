/**
 * Accounts: clients, tradespeople and administrators; sign-up, sign-in (with throttling; the
 * session itself is modules/sessions') and password changes. Routes: POST /client/register, /tradeperson/register, /client/login, /tradeperson/login,
 * /api/admin/login, POST /api/account/password, POST /api/logout.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  clientRegisterSchema,
  loginSchema,
  messageAnswerSchema,
  registeredSchema,
  signedInSchema,
  tradespersonRegisterSchema,
  type Role,
} from '@tradewise/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/messages.js';
import { errorResponses } from '../../plugins/error-schema.js';
import * as service from './service.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client/register',
    {
      config: app.formRateLimit,
      schema: {
        tags: ['accounts'],
        body: clientRegisterSchema,
        response: { 201: registeredSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const id = await service.registerClient(app.db, app.mailer, request.body);
      request.log.info({ role: 'client', userId: id }, 'account registered');
      return reply.code(201).send({ message: englishMessage('signupPage.success'), id });
    },
  );

  app.post(
    '/tradeperson/register',
    {
      config: app.formRateLimit,
      schema: {
        tags: ['accounts'],
        body: tradespersonRegisterSchema,
        response: { 201: registeredSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const id = await service.registerTradesperson(app.db, app.mailer, request.body);
      request.log.info({ role: 'tradesperson', userId: id }, 'account registered');
      return reply.code(201).send({ message: englishMessage('registerPage.success'), id });
    },
  );

  const loginRoute = (path: string, role: Role) =>
    app.post(
      path,
      {
        schema: {
          tags: ['accounts'],
          body: loginSchema,
          response: { 200: signedInSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request) => {
        try {
          const result = await service.signIn(app.db, role, request.body, request.ip);
          request.log.info({ role, userId: result.id }, 'sign-in succeeded');
          return { ...result, role };
        } catch (error) {
          if (error instanceof AppError) request.log.warn({ role, code: error.code }, 'sign-in failed');
          throw error;
        }
      },
    );
  loginRoute('/client/login', 'client');
  loginRoute('/tradeperson/login', 'tradesperson');
  loginRoute('/api/admin/login', 'admin');

  app.post(
    '/api/account/password',
    {
      onRequest: app.requireRole(),
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const session = request.session!;
      await service.changePassword(app.db, app.mailer, session, request.body.currentPassword, request.body.password);
      request.log.info({ role: session.role, userId: session.userId }, 'password changed; other sessions ended');
      return { message: englishMessage('accountSettings.passwordChanged') };
    },
  );

  app.post(
    '/api/logout',
    {
      onRequest: app.requireRole(),
      schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      await service.signOut(app.db, request.session!);
      return reply.code(204).send(null);
    },
  );
};
