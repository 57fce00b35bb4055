/**
 * GET /api/live: the signed-in client's or tradesperson's Server-Sent Events stream. The token
 * comes in the Authorization header like everywhere else (never in the address, which gets
 * logged), so the web app reads it with fetch and a streaming reader rather than EventSource.
 * Each event is `event: <type>` with `data: {"conversationId":"..."}`; the listener refetches
 * what changed through the ordinary API and its access rules. A stream lives no longer than its
 * session: it ends once the session does (sign-out, suspension, erasure, expiry), and carries no
 * event after that; one person holds at most MAX_STREAMS_PER_PERSON on a server.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveEvent } from './hub.js';
import { AppError } from '../../lib/app-error.js';
import { openSessions } from '../sessions/index.js';
import { errorResponses } from '../../plugins/error-schema.js';

/** A comment this often keeps proxies and load balancers from closing a quiet stream (nginx: 60 s). */
export const HEARTBEAT_MS = 25_000;
/** A client that does not read is dropped past this much unsent data; it reconnects and refetches. */
const MAX_BACKLOG_BYTES = 64 * 1024;
/** How often this server's open streams are checked against their sessions (one query for all). */
export const SESSION_CHECK_MS = 2_000;
/** Streams one person may hold open on one server (tabs, devices); one more is refused (429). */
export const MAX_STREAMS_PER_PERSON = 8;

const frame = (event: LiveEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify({ conversationId: event.conversationId })}\n\n`;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each open stream's end, with its session: ended when the session ends, or the app closes. */
  const open = new Map<() => void, string>();
  let closing = false;
  const endStreamsOfEndedSessions = async () => {
    if (open.size === 0) return;
    const alive = await openSessions(app.db, [...new Set(open.values())]);
    for (const [end, tokenHash] of open) if (!alive.has(tokenHash)) end();
  };
  // On the app's scheduler (a check never overlaps the next), in this server's memory only: it
  // concerns this server's streams, and a database write every 2 s would be noise.
  app.workers.add({
    name: 'live-session-check',
    everyMs: SESSION_CHECK_MS,
    persist: false,
    failure: 'live: session check failed',
    run: endStreamsOfEndedSessions,
  });
  app.addHook('preClose', async () => {
    closing = true;
    await app.workers.stop('live-session-check');
    for (const end of open.keys()) end();
  });

  app.get(
    '/api/live',
    {
      onRequest: app.requireRole('client', 'tradesperson'),
      schema: {
        tags: ['messaging'],
        security: [{ bearer: [] }],
        description: 'Server-Sent Events (text/event-stream): `message`, `read` and `conversation` events.',
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      // Once the app is closing, a stream opened now would hold the shutdown up: try another server.
      if (closing) throw new AppError('SERVICE_UNAVAILABLE');
      const { role, userId, tokenHash } = request.session!;
      if (role === 'admin') throw new AppError('FORBIDDEN');
      if (app.live.subscribers({ role, id: userId }) >= MAX_STREAMS_PER_PERSON) throw new AppError('RATE_LIMITED');
      // From here the stream is written by hand: no serializer, no onSend hooks (so no compression
      // and no Cache-Control: no-store override); helmet's headers are already on the raw response.
      reply.hijack();
      const res = reply.raw;
      // Headers hooks set on the reply (CORS, for one) would be lost with it: carry them over.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
        // The stream ends only when this server stops: the socket goes with it.
        connection: 'close',
      });
      res.write('retry: 3000\n\n');

      const write = (chunk: string) => {
        if (res.writableEnded) return;
        if (res.writableLength > MAX_BACKLOG_BYTES) return end();
        res.write(chunk);
      };
      // Each event goes out only while the session is open (in order: one check after another).
      let sending = Promise.resolve();
      const unsubscribe = app.live.subscribe({ role, id: userId }, (event) => {
        sending = sending
          .then(async () => ((await openSessions(app.db, [tokenHash])).has(tokenHash) ? write(frame(event)) : end()))
          .catch(() => end());
      });
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      function cleanUp() {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      }
      function end() {
        cleanUp();
        res.end();
      }
      open.set(end, tokenHash);
      // The client went away (or the stream ended): stop listening for it, and let the socket go
      // (the server would otherwise keep its half of a connection the client closed).
      res.on('close', () => {
        cleanUp();
        res.destroy();
      });
    },
  );
};
