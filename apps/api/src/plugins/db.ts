import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/create-db.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Db['dialect'];
    /** PostgreSQL only (null on SQLite): a connection of its own, outside the pool (LISTEN). */
    dedicatedDbClient: NonNullable<Db['dedicatedClient']> | null;
  }
}

/** Hands the open database to every route; whoever created it closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database }: { database: Db }) => {
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.decorate('dedicatedDbClient', database.dedicatedClient ?? null);
  },
  { name: 'db' },
);
