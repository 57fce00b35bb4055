import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIntervalWorker } from '../../../lib/interval-worker.js';
import { sweepDetachedPhotos } from './service.js';

/** How often the server deletes the files of photos whose job is gone. */
const EVERY_MS = 5 * 60 * 1000;

/** Deletes the photos of removed jobs (rows and files) in the server process until the app closes. */
export const photoSweeperPlugin = fp(
  async (app: FastifyInstance) => {
    let worker: ReturnType<typeof startIntervalWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startIntervalWorker(() => sweepDetachedPhotos(app.db, app.storage), {
        everyMs: EVERY_MS,
        log: app.log,
        what: 'photo sweep',
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'photo-sweeper', dependencies: ['db', 'storage'] },
);
