import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy } from './security.js';

/** Pages are the same for every visitor with that language: caches keep them, asking again each time. */
const PAGE_CACHE = 'public, no-cache';
const INLINE_SCRIPT = /<script(?:\s(?![^>]*\bsrc=)[^>]*)?>([\s\S]*?)<\/script>/g;
/** Pages smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
/**
 * Ours first, whatever order the browser names them in: `request.encodings(['br', 'gzip'])` takes
 * the browser's order, and Chromium and Firefox send "gzip, deflate, br, zstd", so every page went
 * out as gzip (the home page in French: 13.9 KB, against 12.3 KB as brotli).
 */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: about as small as gzip's best for HTML at a fraction of brotli's top quality's time.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/** A page as sent: its status, headers (Content-Security-Policy and ETag included) and body. */
export interface RenderedPage {
  status: number;
  headers: [name: string, value: string][];
  body: Buffer;
  etag?: string;
  /** The body compressed, each encoding made when first asked for and kept with the page. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * React Router's answer as sent: a page with its own Content Security Policy (its inline scripts
 * by hash, added to the server's `policy`), an ETag and a short cache, varying by language.
 */
export async function renderedPage(response: Response, policy: string, dev: boolean): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value]);
  });
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    const scripts = [...body.toString('utf8').matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
    headers.push(['content-security-policy', pagePolicy(policy, scripts, { dev })]);
  }
  headers.push(['vary', 'Cookie, Accept-Language, Accept-Encoding']);
  if (response.status !== 200) {
    return { status: response.status, headers: [...headers, ['cache-control', 'no-cache']], body, encoded: {} };
  }
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  headers.push(['etag', etag], ['cache-control', PAGE_CACHE]);
  return { status: 200, headers, body, etag, encoded: {} };
}

/**
 * Sends a page: 304 when the browser holds it already (its ETag), else compressed as the browser
 * accepts (brotli, else gzip; the ETag is weak, the same for every encoding).
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.etag && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding =
    page.body.length >= COMPRESS_FROM_BYTES ? ENCODINGS.find((one) => request.encodings([one])) : undefined;
  if (!encoding) return reply.send(page.body);
  page.encoded[encoding] ??= compressors[encoding](page.body);
  return reply.header('content-encoding', encoding).send(await page.encoded[encoding]);
}
