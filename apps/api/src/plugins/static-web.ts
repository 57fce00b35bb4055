import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@tradewise/shared';
import { isApiPath } from './api-paths.js';
import { sendError } from './errors.js';
import { pageLanguage, prerenderedPages } from './prerendered-pages.js';

/**
 * Serves the built web app: hashed assets cached for a year, a prerendered page in the visitor's
 * language where the build made one (see prerendered-pages.ts), every other page path answered
 * with index.html so the browser router takes over; a path that is no page of the app (APP_ROUTES)
 * gets index.html too, which shows the translated 404 page, but with the status 404. API paths
 * that match no route answer a JSON 404.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, { root: WEB_DIST }: { root: string }) => {
    const hasWeb = fs.existsSync(path.join(WEB_DIST, 'index.html'));
    const prerendered = prerenderedPages(WEB_DIST);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: WEB_DIST,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        // Cache-Control comes from setHeaders below, not the plugin's default max-age=0.
        cacheControl: false,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      // HEAD is answered as GET (headers only): link checkers and uptime monitors ask with it.
      if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method) || !hasWeb) {
        return sendError(reply, 'NOT_FOUND');
      }
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const file = path.join(WEB_DIST, pathname);
      if (file.startsWith(WEB_DIST + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(WEB_DIST, file));
      }
      reply.header('Cache-Control', 'no-cache');
      if (!isAppRoute(pathname)) reply.code(404);
      const page = prerendered(pathname, pageLanguage(request.headers));
      if (!page) return reply.type('text/html').sendFile('index.html');
      reply.header('Vary', 'Cookie, Accept-Language');
      return reply.type('text/html').sendFile(page);
    });
  },
  { name: 'static-web' },
);
