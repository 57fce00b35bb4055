import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, type Storage, type StorageConfig } from '../lib/storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live: the local directory or the S3 bucket of the configuration. */
    storage: Storage;
  }
}

/** Hands one storage, made from the configuration, to every route. */
export const storagePlugin = fp(
  async (app: FastifyInstance, { config }: { config: StorageConfig }) => {
    app.decorate('storage', createStorage(config));
  },
  { name: 'storage' },
);
