import fastifySchedule from '@fastify/schedule';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AsyncTask, SimpleIntervalJob } from 'toad-scheduler';
import { recordWorkerFailure, recordWorkerSuccess } from './worker-runs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one scheduler every background worker runs on (modules/operations/scheduler-plugin.ts). */
    workers: Workers;
  }
}

export interface WorkerOptions {
  /** Stable: the job's id, its row in worker_runs and its label in /metrics. */
  name: string;
  everyMs: number;
  /** One round. `signal` is aborted once the app closes: a round that loops stops between steps. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** The log line of a failed round ("job digests not sent"); the next round tries again. */
  failure: string;
  /** A first round as soon as the app is ready (by default the first round comes after everyMs). */
  runImmediately?: boolean;
  /**
   * Whether rounds are recorded in the database (worker_runs), where every server sees them; false
   * for housekeeping every few seconds, which this server's /metrics reports from memory.
   */
  persist?: boolean;
}

export interface WorkerState {
  name: string;
  /** Epoch milliseconds, on this server; null before the first. */
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  persist: boolean;
}

export interface Workers {
  /** Runs `run` every `everyMs` from start-up until the app closes; a round never overlaps the next. */
  add(options: WorkerOptions): void;
  /** A round now (tests, operators), or the round in progress if there is one; resolves when it ends. */
  runNow(name: string): Promise<void>;
  /** Stops one worker, waiting for its round in progress (a plugin that closes what the worker uses). */
  stop(name: string): Promise<void>;
  states(): WorkerState[];
}

/** A worker that succeeds every few seconds writes its success to the database at most this often. */
export const PERSIST_SUCCESS_EVERY_MS = 60_000;

interface Worker extends WorkerState {
  options: WorkerOptions;
  running: Promise<void> | null;
  persistedAt: number;
  stopped: boolean;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One toad-scheduler (through @fastify/schedule) for every background worker. Each worker is a
 * SimpleIntervalJob with preventOverrun, and a round also refuses to start while the previous one
 * runs (runNow included). Closing the app stops the timers, aborts the signal the rounds get and
 * waits for the rounds in progress. Each round's success and failure are kept in memory and, unless
 * `persist: false`, in worker_runs (a success at most once a minute a worker, a failure always).
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySchedule);
    const closing = new AbortController();
    const workers = new Map<string, Worker>();
    let started = false;

    async function record(worker: Worker, outcome: { ok: true; durationMs: number } | { ok: false; error: string }) {
      const now = Date.now();
      const at = new Date(now).toISOString();
      const { name } = worker.options;
      try {
        if (outcome.ok) {
          worker.lastSuccessAt = now;
          if (!worker.persist || now - worker.persistedAt < PERSIST_SUCCESS_EVERY_MS) return;
          worker.persistedAt = now;
          await recordWorkerSuccess(app.db, name, at, outcome.durationMs);
        } else {
          worker.lastFailureAt = now;
          if (worker.persist) await recordWorkerFailure(app.db, name, at, outcome.error);
        }
      } catch (error) {
        app.log.warn({ worker: name, err: message(error) }, 'worker round not recorded');
      }
    }

    function round(worker: Worker): Promise<void> {
      if (worker.running) return worker.running;
      if (worker.stopped || closing.signal.aborted) return Promise.resolve();
      const startedAt = Date.now();
      worker.running = worker.options
        .run(closing.signal)
        .then(
          () => record(worker, { ok: true, durationMs: Date.now() - startedAt }),
          (error: unknown) => {
            app.log.warn({ worker: worker.options.name, err: message(error) }, worker.options.failure);
            return record(worker, { ok: false, error: message(error) });
          },
        )
        .finally(() => {
          worker.running = null;
        });
      return worker.running;
    }

    function schedule(worker: Worker) {
      const { name, everyMs, runImmediately = false } = worker.options;
      const task = new AsyncTask(name, () => round(worker));
      const job = new SimpleIntervalJob({ milliseconds: everyMs, runImmediately }, task, {
        id: name,
        preventOverrun: true,
        unref: true,
      });
      app.scheduler.addSimpleIntervalJob(job);
    }

    const find = (name: string) => {
      const worker = workers.get(name);
      if (!worker) throw new Error(`no worker named ${name}`);
      return worker;
    };

    app.decorate('workers', {
      add(options) {
        if (workers.has(options.name)) throw new Error(`a worker named ${options.name} already runs`);
        const worker: Worker = {
          options,
          name: options.name,
          persist: options.persist ?? true,
          lastSuccessAt: null,
          lastFailureAt: null,
          running: null,
          persistedAt: 0,
          stopped: false,
        };
        workers.set(options.name, worker);
        if (started) schedule(worker);
      },
      runNow: (name) => round(find(name)),
      async stop(name) {
        const worker = find(name);
        worker.stopped = true;
        if (app.scheduler.existsById(name)) app.scheduler.stopById(name);
        await worker.running;
      },
      states: () =>
        [...workers.values()].map(({ name, lastSuccessAt, lastFailureAt, persist }) => ({
          name,
          lastSuccessAt,
          lastFailureAt,
          persist,
        })),
    } satisfies Workers);

    app.addHook('onReady', async () => {
      started = true;
      for (const worker of workers.values()) schedule(worker);
    });
    app.addHook('onClose', async () => {
      closing.abort();
      app.scheduler.stop();
      await Promise.all([...workers.values()].map((worker) => worker.running));
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
