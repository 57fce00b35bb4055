import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepDetachedPhotos } from './service.js';

/** How often the server deletes the files of photos whose job is gone. */
const EVERY_MS = 5 * 60 * 1000;

/** Deletes the photos of removed jobs (rows and files) in the server process until the app closes. */
export const photoSweeperPlugin = fp(
  async (app: FastifyInstance) => {
    app.workers.add({
      name: 'photo-sweeper',
      everyMs: EVERY_MS,
      failure: 'photo sweep failed',
      run: () => sweepDetachedPhotos(app.db, app.storage),
    });
  },
  { name: 'photo-sweeper', dependencies: ['db', 'storage', 'scheduler'] },
);
