import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.js';
import { isApiPath } from './api-paths.js';

interface InlineHashes {
  /** The inline <style> elements the web build serves: its prerendered pages' critical CSS, the boot header, react-toastify's stylesheet. */
  styleSrc: string[];
  /** Its one inline <script>: the prerendered pages' first data requests (apps/web/src/app/early-requests.ts). */
  scriptSrc: string[];
}

/** The hashes of what the web build serves inline, written by apps/web/scripts/prerender.mjs. */
function webInlineHashes(webDist: string): InlineHashes {
  const file = path.join(webDist, 'csp-hashes.json');
  if (!fs.existsSync(file)) return { styleSrc: [], scriptSrc: [] };
  const hashes = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<InlineHashes>;
  return { styleSrc: hashes.styleSrc ?? [], scriptSrc: hashes.scriptSrc ?? [] };
}

const helmetOptions = ({ styleSrc, scriptSrc }: InlineHashes = { styleSrc: [], scriptSrc: [] }) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline script but the build's own, by its hash.
      scriptSrc: ["'self'", ...scriptSrc],
      // Inline <style> elements only with their hash; style attributes (React's style props,
      // react-toastify's animations) carry no script.
      styleSrc: ["'self'", ...styleSrc],
      styleSrcAttr: ["'unsafe-inline'"],
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
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' } as const,
});

/** The headers helmet sets with these options: the same on every answer, so worked out once. */
function helmetHeaders(options: ReturnType<typeof helmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The headers every API answer carries, for the few answers written before Fastify's hooks can run
 * (see earlyErrors in errors.ts): helmet's, with the same options, and no-store.
 */
export function policyHeaders(): Record<string, string> {
  return { ...helmetHeaders(helmetOptions()), 'cache-control': 'no-store' };
}

/** Security headers on every answer; CORS stays closed unless origins are configured. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Worked out once: @fastify/helmet built helmet's middleware again on every request (about 4% of
    // a cached answer's CPU, bench/RESULTS.md).
    const headers = helmetHeaders(helmetOptions(webInlineHashes(config.webDist)));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      done();
    });
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
