import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config.js';
import { isApiPath } from './api-paths.js';

const helmetOptions = () => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline script: a rendered page allows its own by their hashes (pagePolicy below).
      scriptSrc: ["'self'"],
      // No inline <style> element; style attributes (React's style props, react-toastify's
      // animations) carry no script.
      styleSrc: ["'self'"],
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

/**
 * The Content Security Policy of a page rendered on the server: the same as every answer's, with
 * the page's own inline scripts (React Router's hydration data and module start) allowed by their
 * SHA-256 hashes. Hashes, not a nonce: the same page is the same bytes, so its ETag holds.
 */
export function pagePolicy(policy: string, inlineScripts: readonly string[], { dev = false } = {}): string {
  const hashes = [...new Set(inlineScripts)].map(
    (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`,
  );
  const page = policy.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
  // `npm run dev` only: Vite injects each stylesheet inline and reloads through a WebSocket.
  return dev
    ? page
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws:")
    : page;
}

/**
 * A script or stylesheet of the web app's build (hashed, under /assets/). Such a file is never a
 * document, so a document's policies (CSP, framing, referrer, cross-origin opener, ...) do nothing on
 * it; they are about 0.6 KB of headers, on each of the 50-90 files a page loads.
 */
const isBuildCode = (url: string) => /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/.test(url);
/** What does apply to such a file: no MIME sniffing, and no embedding by other sites. */
const CODE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Security headers on every answer; CORS stays closed unless origins are configured. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Worked out once: @fastify/helmet built helmet's middleware again on every request (about 4% of
    // a cached answer's CPU, bench/RESULTS.md).
    const headers = helmetHeaders(helmetOptions());
    const codeHeaders = Object.fromEntries(CODE_HEADERS.map((name) => [name, headers[name]!]));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isBuildCode(request.url) ? codeHeaders : headers);
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
