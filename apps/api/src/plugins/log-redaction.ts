/**
 * What the request log writes of a request (issue 38): its address with the secrets of its query
 * string replaced by [redacted]. Photo links carry a signature, and emailed links (unsubscribe,
 * reset, verification) a token: a log must not become a list of working links.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret, whatever their case. */
const SECRET_PARAMS = new Set(['token', 'key', 'sig', 'signature', 'code']);

const decodedName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The address with the value of each secret query parameter replaced by [redacted]. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/** Fastify's own request serializer, but with the address redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
