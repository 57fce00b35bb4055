import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@tradewise/shared';
import type {} from './db.js';
import { AppError } from '../lib/app-error.js';
import { sessionOfToken, type Session } from '../modules/sessions/index.js';

/** The session type lives with the sessions (modules/sessions); routes meet it here. */
export type { Session };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 without a valid session, 403 when its role is not one of `roles`. It runs
     * before the body is parsed or validated, so a caller without access learns nothing else.
     */
    requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorate('requireRole', (...roles: Role[]) => {
      return async (request: FastifyRequest) => {
        const token = bearerToken(request);
        const session = token ? await sessionOfToken(app.db, token) : null;
        if (!session) {
          request.log.info({ route: request.routeOptions.url }, 'access refused: no valid session');
          throw new AppError('UNAUTHENTICATED');
        }
        if (roles.length > 0 && !roles.includes(session.role)) {
          request.log.info({ route: request.routeOptions.url, role: session.role }, 'access refused: wrong role');
          throw new AppError('FORBIDDEN');
        }
        request.session = session;
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
