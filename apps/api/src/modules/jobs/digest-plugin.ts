import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendJobDigests } from './digest.js';

/** How often the server looks for daily job digests that are due. */
const EVERY_MS = 10 * 60 * 1000;

/** Runs the daily job digests in the server process from start-up until the app closes. */
export const jobDigestPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'job-digests',
      everyMs: EVERY_MS,
      failure: 'job digests not sent',
      run: () => sendJobDigests(app.db, app.mailer),
    });
  },
  { name: 'job-digest', dependencies: ['db', 'mail', 'scheduler'] },
);
