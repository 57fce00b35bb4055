import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendInsuranceReminders } from './insurance-reminders.js';

/** How often the server looks for insurance reminders that are due. */
const EVERY_MS = 60 * 60 * 1000;

/** Emails tradespeople 30 and 7 days before their insurance expires, from start-up until the app closes. */
export const insuranceReminderPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'insurance-reminders',
      everyMs: EVERY_MS,
      failure: 'insurance reminders not sent',
      run: () => sendInsuranceReminders(app.db, app.mailer),
    });
  },
  { name: 'insurance-reminders', dependencies: ['db', 'mail', 'scheduler'] },
);
