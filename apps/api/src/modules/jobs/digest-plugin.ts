import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startDigestWorker } from './digest.js';

/** How often the server looks for daily job digests that are due. */
const EVERY_MS = 10 * 60 * 1000;

/** Runs the daily job digests in the server process from start-up until the app closes. */
export const jobDigestPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startDigestWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startDigestWorker(app.db, app.mailer, app.log, EVERY_MS);
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'job-digest', dependencies: ['db', 'mail'] },
);
