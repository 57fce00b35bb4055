import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessHub, type LiveHub } from './hub.js';
import { postgresHub } from './postgres-hub.js';
import { liveRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * The live hub the messaging service publishes to (app.live), closed with the app, and its stream
 * GET /api/live. On PostgreSQL events go through LISTEN/NOTIFY, so every app server on the
 * database hears them; on SQLite (one server) they stay in this process.
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = app.dedicatedDbClient
      ? await postgresHub({ db: app.db, connect: app.dedicatedDbClient, log: app.log })
      : inProcessHub();
    app.decorate('live', hub);
    app.addHook('onClose', async () => hub.close());
    await app.register(liveRoutes);
  },
  { name: 'live', dependencies: ['db', 'auth', 'scheduler'] },
);
