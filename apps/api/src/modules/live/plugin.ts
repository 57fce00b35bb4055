import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessHub, type LiveHub } from './hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** The live hub the messaging service publishes to (app.live), closed with the app. */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = inProcessHub();
    app.decorate('live', hub);
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'live', dependencies: ['db'] },
);
