import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalWorker } from '../../lib/interval-worker.js';
import { sendUnreadMessageEmails } from './unread-emails.js';

/** How often the server looks for messages left unread long enough to email about. */
const EVERY_MS = 60 * 1000;

/** Emails people about messages they left unread, from start-up until the app closes. */
export const unreadMessageEmailPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startIntervalWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startIntervalWorker(() => sendUnreadMessageEmails(app.db, app.mailer), {
        everyMs: EVERY_MS,
        log: app.log,
        what: 'unread message emails',
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'unread-message-emails', dependencies: ['db', 'mail'] },
);
