import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/create-db.js';

/** `/healthz` for load balancers: 200 while serving, 503 once a shutdown has begun draining. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('draining') }),
        },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      await ping(app.db);
      return { status: 'ok' as const, database: app.dialect };
    },
  );
};
