import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnreadMessageEmails } from './unread-emails.js';

/** How often the server looks for messages left unread long enough to email about. */
const EVERY_MS = 60 * 1000;

/** Emails people about messages they left unread, from start-up until the app closes. */
export const unreadMessageEmailPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'unread-message-emails',
      everyMs: EVERY_MS,
      failure: 'unread message emails not sent',
      run: () => sendUnreadMessageEmails(app.db, app.mailer),
    });
  },
  { name: 'unread-message-emails', dependencies: ['db', 'mail', 'scheduler'] },
);
