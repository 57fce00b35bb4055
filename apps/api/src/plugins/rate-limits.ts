import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for forms anyone can send (sign-up, contact, newsletter, job requests). */
    formRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

/**
 * Forms that need no account are limited per address, so nobody can flood the database with
 * accounts, messages or sign-ups. Counts live in each instance's memory: a limit per instance is
 * enough to stop a script, and sign-in (where it matters across instances) has its own limits in
 * the database.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { perTenMinutes }: { perTenMinutes: number }) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
    app.decorate('formRateLimit', { rateLimit: { max: perTenMinutes, timeWindow: '10 minutes' } });
  },
  { name: 'rate-limits' },
);
