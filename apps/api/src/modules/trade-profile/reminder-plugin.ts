import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalWorker } from '../../lib/interval-worker.js';
import { sendInsuranceReminders } from './insurance-reminders.js';

/** How often the server looks for insurance reminders that are due. */
const EVERY_MS = 60 * 60 * 1000;

/** Emails tradespeople 30 and 7 days before their insurance expires, from start-up until the app closes. */
export const insuranceReminderPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startIntervalWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startIntervalWorker(() => sendInsuranceReminders(app.db, app.mailer), {
        everyMs: EVERY_MS,
        log: app.log,
        what: 'insurance reminders',
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'insurance-reminders', dependencies: ['db', 'mail'] },
);
