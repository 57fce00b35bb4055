import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.js';
import { isApiPath } from './api-paths.js';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-toastify and component style attributes need inline styles; scripts never.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: for the photos a person has chosen, shown from their own device before they are sent.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // Sent only where the browser reached us over TLS (directly or through a trusted proxy).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The headers every API answer carries, for the few answers written before Fastify's hooks can run
 * (see earlyErrors in errors.ts): helmet's, worked out once with the same options, and no-store.
 */
export function policyHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as never, response as never, () => undefined);
  return { ...headers, 'cache-control': 'no-store' };
}

/** Security headers on every answer; CORS stays closed unless origins are configured. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(fastifyHelmet, HELMET_OPTIONS);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    if (config.corsOrigins.length > 0) {
      await app.register(cors, { origin: config.corsOrigins, credentials: false });
    }
  },
  { name: 'security' },
);
