import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendReviewReminders } from './requests.js';

/** How often the server looks for review reminders that are due. */
const EVERY_MS = 15 * 60 * 1000;

/** Sends the one review reminder, a week after completion, from start-up until the app closes. */
export const reviewReminderPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'review-reminders',
      everyMs: EVERY_MS,
      failure: 'review reminders not sent',
      run: () => sendReviewReminders(app.db, app.mailer),
    });
  },
  { name: 'review-reminders', dependencies: ['db', 'mail', 'scheduler'] },
);
