import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import fastifyAccepts from '@fastify/accepts';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { LANGUAGES, isLanguage, pathLanguage, type Language, type SiteConfig } from '@tradewise/shared';
import { isApiPath } from './api-paths.js';
import { sendError } from './errors.js';
import { PageCache, type Ingredient, type PageCacheOptions } from './page-cache.js';
import { renderedPage, sendPage } from './rendered-page.js';

/** The cookie the web app writes whenever its language is set (apps/web/src/lib/i18n.ts). */
const LANGUAGE_COOKIE = 'lang';

/**
 * The page's language: the one its address fixes (/fr/..., /es/...), else the one chosen in the
 * app (cookie), else the browser's, else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const fixed = pathLanguage(request.url.split('?')[0] ?? '');
  if (fixed) return fixed;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const accepted = request.languages([...LANGUAGES]);
  return isLanguage(accepted) ? accepted : 'en';
}

/** The request as the web standard's Request, for React Router (pages are GET and HEAD only). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, String(one));
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
  });
}

/**
 * Serves the web app (apps/web, React Router's framework mode): the build's hashed assets cached
 * for a year, and every other path that is not the API's rendered on the server by React Router,
 * in the visitor's language, with its data from the API in this process (app.inject). In
 * development (`npm run dev`, WEB_DEV) the same pages come from the sources through Vite, with
 * hot reload. API paths that match no route answer the JSON 404.
 */
export const webPagesPlugin = fp(
  async (
    app: FastifyInstance,
    {
      root,
      dev,
      cache,
      publicUrl,
      site,
    }: { root: string; dev: boolean; cache?: PageCacheOptions; publicUrl: string; site: SiteConfig },
  ) => {
    await app.register(fastifyCookie);
    await app.register(fastifyAccepts);
    const build = dev ? await viteBuild(app) : await builtServer(root);
    if (!dev && build) {
      await app.register(fastifyStatic, {
        root: path.join(root, 'client'),
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        // Cache-Control comes from setHeaders below, not the plugin's default max-age=0.
        cacheControl: false,
        // The build writes only its content-named assets here (apps/web has no public folder), each
        // cached as immutable: a browser never asks again, so ETag, Last-Modified and Accept-Ranges
        // would only add bytes to each of the 50-90 files a page loads. (The options are for the whole
        // folder: a file added outside assets/ would be sent whole on each visit.)
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const handle = build && createRequestHandler(build, dev ? 'development' : 'production');

    /** A GET of the API in this process, as the pages' loaders ask it (apps/web/src/app/load-context.ts). */
    const ask = (url: string, etag?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(etag && { 'if-none-match': etag }) },
      });
    /** What the loaders read: each answer's ETag noted in `ingredients` (what the page is made of). */
    const apiNoting = (ingredients: Ingredient[]) => async (url: string) => {
      const answer = await ask(url);
      ingredients.push({ path: url, etag: answer.headers.etag?.toString() });
      const json = answer.headers['content-type']?.toString().includes('json');
      return { status: answer.statusCode, headers: answer.headers, body: json ? answer.json() : undefined };
    };
    /** Whether an API answer is as it was: the same request, answered 304 to its ETag. */
    const unchanged = async ({ path, etag }: Ingredient) => (await ask(path, etag)).statusCode === 304;
    // Development renders every page afresh (its sources change under it).
    const pages = cache && !dev ? new PageCache(cache) : undefined;

    app.setNotFoundHandler(async (request, reply) => {
      // HEAD is answered as GET (headers only): link checkers and uptime monitors ask with it.
      // A file of the build that is not there (an old page asking for the code of a build since
      // replaced) is a short 404, not a page rendered around it.
      const missingFile = request.url.startsWith('/assets/');
      if (isApiPath(request.url) || missingFile || !['GET', 'HEAD'].includes(request.method) || !handle) {
        return sendError(reply, 'NOT_FOUND');
      }
      const language = pageLanguage(request);
      // The language is part of the key: an unprefixed address is sent in the cookie's or the browser's.
      const key = `${language} ${request.url}`;
      const kept = await pages?.get(key, unchanged);
      if (kept) return sendPage(request, reply, kept);
      const ingredients: Ingredient[] = [];
      const response = await handle(webRequest(request), { language, publicUrl, site, api: apiNoting(ingredients) });
      const page = await renderedPage(response, String(reply.getHeader('content-security-policy') ?? ''), dev);
      pages?.set(key, page, ingredients);
      return sendPage(request, reply, page);
    });
  },
  { name: 'web-pages' },
);

/** The web build's server part (apps/web/dist/server), or undefined when the web app is not built. */
async function builtServer(root: string): Promise<ServerBuild | undefined> {
  const file = path.join(root, 'server', 'index.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** `npm run dev`: Vite in middleware mode, serving the sources and rendering through its module loader. */
async function viteBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, '../../../web'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
