import type { Kysely } from 'kysely';
import client from 'prom-client';
import type { PoolStats } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { outboxBacklog } from '../mail/index.js';
import type { WorkerState } from './scheduler-plugin.js';
import { listWorkerRuns } from './worker-runs.js';

export interface MetricSources {
  db: Kysely<Database>;
  /** PostgreSQL's pool (undefined on SQLite). */
  poolStats?: () => PoolStats;
  /** Live streams open on this server. */
  liveStreams: () => number;
  /** This server's workers, as its scheduler knows them. */
  workers: () => WorkerState[];
}

/** Request durations in seconds: the API answers in milliseconds, a slow page in a second or two. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request no route matched: one label, whatever its address (the label set stays bounded). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts the scrapes, so a figure several series read is queried once a scrape. */
let scrapes = 0;

/** One query per scrape however many series read it. */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: { scrape: number; value: Promise<T> } | undefined;
  return () => {
    if (kept?.scrape !== scrapes) kept = { scrape: scrapes, value: read() };
    return kept.value;
  };
}

const seconds = (iso: string | null | undefined) => (iso ? Date.parse(iso) / 1000 : null);

/**
 * The Prometheus registry of one app: Node's defaults, request durations by route pattern and
 * status, the outbox's depth and oldest pending email, open live streams, each worker's last success
 * and failure (the later of worker_runs, which every server writes, and this server's memory), and
 * PostgreSQL's pool. Database figures are read when scraped; a failed read leaves those series out.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const backlog = perScrape(() => outboxBacklog(sources.db));
  new client.Gauge({
    name: 'tradewise_outbox_pending_emails',
    help: 'Emails in the outbox waiting to be sent (including those waiting for a retry).',
    registers,
    async collect() {
      const read = await backlog().catch(() => null);
      if (read) this.set(read.pending);
      else this.reset();
    },
  });
  new client.Gauge({
    name: 'tradewise_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest email waiting to be sent has waited (0 when none waits).',
    registers,
    async collect() {
      const read = await backlog().catch(() => null);
      if (!read) return this.reset();
      const queuedAt = seconds(read.oldestAt);
      this.set(queuedAt === null ? 0 : Math.max(0, Date.now() / 1000 - queuedAt));
    },
  });

  new client.Gauge({
    name: 'tradewise_live_streams_open',
    help: 'Live update streams (GET /api/live) open on this server.',
    registers,
    collect() {
      this.set(sources.liveStreams());
    },
  });

  const workerRuns = perScrape(async () => {
    const stored = new Map((await listWorkerRuns(sources.db)).map((row) => [row.name, row]));
    return sources.workers().map((worker) => {
      const row = stored.get(worker.name);
      const later = (memory: number | null, database: string | null | undefined) => {
        const values = [memory === null ? null : memory / 1000, seconds(database)].filter((v) => v !== null);
        return values.length ? Math.max(...values) : null;
      };
      return {
        name: worker.name,
        success: later(worker.lastSuccessAt, row?.lastSuccessAt),
        failure: later(worker.lastFailureAt, row?.lastFailureAt),
      };
    });
  });
  for (const [which, help] of [
    ['success', 'When each background worker last finished a round (Unix time; absent before its first).'],
    ['failure', 'When a round of each background worker last failed (Unix time; absent if none did).'],
  ] as const) {
    new client.Gauge({
      name: `tradewise_worker_last_${which}_timestamp_seconds`,
      help,
      labelNames: ['worker'] as const,
      registers,
      async collect() {
        this.reset();
        for (const worker of (await workerRuns().catch(() => null)) ?? []) {
          const value = worker[which];
          if (value !== null) this.set({ worker: worker.name }, value);
        }
      },
    });
  }

  const { poolStats } = sources;
  if (poolStats) {
    new client.Gauge({
      name: 'tradewise_db_pool_connections',
      help: "PostgreSQL pool's connections: open (in use or idle), idle, and the pool's maximum.",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { max, total, idle } = poolStats();
        this.set({ state: 'open' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'max' }, max);
      },
    });
    new client.Gauge({
      name: 'tradewise_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL connection from the pool.',
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  return {
    contentType: registry.contentType,
    /** The text a scraper reads: every series, database figures read now. */
    scrape() {
      scrapes += 1;
      return registry.metrics();
    },
    observe(method: string, route: string | undefined, statusCode: number, elapsedMs: number) {
      requestDuration.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) },
        elapsedMs / 1000,
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
