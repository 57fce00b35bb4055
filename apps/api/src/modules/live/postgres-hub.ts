import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.js';
import { inProcessHub, type LiveEvent, type LiveHub, type Recipient } from './hub.js';

/** The one PostgreSQL channel every app server on the database publishes to and listens on. */
export const LIVE_CHANNEL = 'tradewise_live';

const ROLES = new Set(['client', 'tradesperson']);
const TYPES = new Set(['message', 'read', 'conversation']);

interface Notice {
  to: Recipient;
  event: LiveEvent;
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const { to, event } = JSON.parse(payload ?? '') as Partial<Notice>;
    if (!to || !ROLES.has(to.role) || typeof to.id !== 'string') return null;
    if (!event || !TYPES.has(event.type) || typeof event.conversationId !== 'string') return null;
    return { to: { role: to.role, id: to.id }, event: { type: event.type, conversationId: event.conversationId } };
  } catch {
    return null;
  }
}

interface PostgresHubOptions {
  db: Kysely<Database>;
  /** A new connection outside the pool: the listener holds it for good. */
  connect: () => pg.Client;
  log: FastifyBaseLogger;
}

/**
 * Several servers' hub: publish is a NOTIFY on LIVE_CHANNEL, and each server LISTENs on one
 * dedicated connection and hands what arrives (its own notices included) to its local listeners.
 * A lost connection is logged and opened again, waiting 0.5 s, 1 s, 2 s ... up to 30 s; events
 * published meanwhile do not reach this server's streams (clients refetch when they reconnect).
 * Resolves once the first LISTEN is in place.
 */
export async function postgresHub({ db, connect, log }: PostgresHubOptions): Promise<LiveHub> {
  const local = inProcessHub();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, error?: Error) => {
    if (closed || which !== client) return;
    client = null;
    void which.end().catch(() => undefined);
    log.warn({ err: error }, 'live updates: lost the LISTEN connection to PostgreSQL; reconnecting');
    retry();
  };

  const listen = async () => {
    const next = connect();
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const notice = message.channel === LIVE_CHANNEL ? parseNotice(message.payload) : null;
      if (notice) local.publish(notice.to, notice.event);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
  };

  const retry = () => {
    const wait = Math.min(30_000, 500 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      listen().then(
        () => {
          attempt = 0;
          if (!closed) log.info('live updates: listening on PostgreSQL again');
        },
        (error: unknown) => {
          log.warn({ err: error }, 'live updates: cannot LISTEN on PostgreSQL yet; retrying');
          if (!closed) retry();
        },
      );
    }, wait);
  };

  await listen();
  let sent: Promise<void> = Promise.resolve();
  return {
    publish(to, event) {
      const notice: Notice = {
        to: { role: to.role, id: to.id },
        event: { type: event.type, conversationId: event.conversationId },
      };
      // One after another, so this server's events arrive in the order they were published (two
      // pooled connections would race: a read receipt could overtake the message it follows).
      sent = sent
        .then(() => sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`.execute(db))
        .then(
          () => undefined,
          (error: unknown) => log.warn({ err: error }, 'live updates: NOTIFY failed; the event is lost'),
        );
    },
    subscribe: local.subscribe,
    subscribers: local.subscribers,
    totalSubscribers: local.totalSubscribers,
    async close() {
      closed = true;
      clearTimeout(timer);
      await sent;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
      await local.close();
    },
  };
}
