import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalWorker } from '../../lib/interval-worker.js';
import { sendJobDigests } from './digest.js';

/** How often the server looks for daily job digests that are due. */
const EVERY_MS = 10 * 60 * 1000;

/** Runs the daily job digests in the server process from start-up until the app closes. */
export const jobDigestPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startIntervalWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startIntervalWorker(() => sendJobDigests(app.db, app.mailer), {
        everyMs: EVERY_MS,
        log: app.log,
        what: 'job digests',
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'job-digest', dependencies: ['db', 'mail'] },
);
