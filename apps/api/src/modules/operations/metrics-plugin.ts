import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { createMetrics, type Metrics } from './metrics.js';
import { metricsRoutes } from './routes.js';

/** METRICS_PORT: /metrics alone, without a token, on a port of its own (a private network's). */
function metricsServer(app: FastifyInstance, metrics: Metrics, port: number, host: string) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics')
      return void response.writeHead(404).end();
    metrics.scrape().then(
      (body) => response.writeHead(200, { 'content-type': metrics.contentType }).end(body),
      (error: unknown) => {
        app.log.warn({ err: error }, 'metrics not collected');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook(
    'onReady',
    () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve)),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}

/**
 * Metrics (issue 39), only when METRICS_TOKEN or METRICS_PORT is set: otherwise no hook runs and
 * GET /metrics answers 404. Each answer's duration is observed under its route pattern
 * (`routeOptions.url`, never the address), so the series stay bounded.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Db }) => {
    const { token, port } = config.metrics;
    const metrics =
      token || port
        ? createMetrics({
            db: app.db,
            poolStats: database.poolStats,
            liveStreams: () => app.live.totalSubscribers(),
            workers: () => app.workers.states(),
          })
        : null;
    if (metrics) {
      app.addHook('onResponse', (request, reply, done) => {
        metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
        done();
      });
      if (port) app.decorate('metricsServer', metricsServer(app, metrics, port, config.host));
    }
    await app.register(metricsRoutes, { token, metrics });
  },
  { name: 'metrics', dependencies: ['db', 'scheduler'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** METRICS_PORT's server (tests read its address). */
    metricsServer?: http.Server;
  }
}
