import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Metrics } from './metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as its bearer
 * token (compared in constant time); without METRICS_TOKEN the route does not exist to anyone (404).
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined; metrics: Metrics | null }> = async (
  app,
  { token, metrics },
) => {
  const expected = token ? digest(token) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !expected) throw new AppError('NOT_FOUND');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('UNAUTHENTICATED');
    reply.type(metrics.contentType);
    return metrics.scrape();
  });
};
