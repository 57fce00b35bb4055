import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendVisitReminders } from './reminders.js';

/** How often the server looks for visit reminders that are due. */
const EVERY_MS = 5 * 60 * 1000;

/** Emails visit reminders (a day and two hours before), from start-up until the app closes. */
export const visitReminderPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'visit-reminders',
      everyMs: EVERY_MS,
      failure: 'visit reminders not sent',
      run: () => sendVisitReminders(app.db, app.mailer),
    });
  },
  { name: 'visit-reminders', dependencies: ['db', 'mail', 'scheduler'] },
);
