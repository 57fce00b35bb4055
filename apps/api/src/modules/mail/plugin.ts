import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { translate } from '../../lib/i18n.js';
import { Mailer } from './mailer.js';
import { outboxDelivery } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often the sender looks for due emails. */
const POLL_MS = 1000;
/** The scheduler's name of the outbox delivery (worker_runs, /metrics). */
const WORKER = 'outbox-delivery';

/**
 * Mail: every module queues through `app.mailer`; with SMTP_URL set, the outbox is delivered from
 * this process every second on the app's scheduler, from start-up until the app closes (it stops
 * after the requests in flight, so an email queued by the last of them is still written, and sent
 * by the next start).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Db }) => {
    app.decorate('mailer', new Mailer(config.publicUrl));
    const { smtpUrl } = config;
    if (!smtpUrl) return;
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const from = `"${translate('en', 'brand.name').replace(/"/g, '')}" <${config.mailFrom}>`;
    app.workers.add({
      name: WORKER,
      everyMs: POLL_MS,
      runImmediately: true,
      failure: 'outbox not read',
      run: outboxDelivery({ database, transport, from, log: app.log }),
    });
    app.addHook('onClose', async () => {
      await app.workers.stop(WORKER);
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['scheduler'] },
);
