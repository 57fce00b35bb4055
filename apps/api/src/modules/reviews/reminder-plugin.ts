import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalWorker } from '../../lib/interval-worker.js';
import { sendReviewReminders } from './requests.js';

/** How often the server looks for review reminders that are due. */
const EVERY_MS = 15 * 60 * 1000;

/** Sends the one review reminder, a week after completion, from start-up until the app closes. */
export const reviewReminderPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startIntervalWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startIntervalWorker(() => sendReviewReminders(app.db, app.mailer), {
        everyMs: EVERY_MS,
        log: app.log,
        what: 'review reminders',
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'review-reminders', dependencies: ['db', 'mail'] },
);
