import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is draining before a shutdown (see server.ts). */
    lifecycle: { draining: boolean };
  }
}

/**
 * Shutdown state. While draining, `/healthz` answers 503 so a load balancer stops sending, and
 * every answer asks its client to close the connection, so a kept-alive client reconnects (to
 * another instance) instead of reusing a socket that is about to close.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
