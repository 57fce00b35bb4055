import { createQueryId, type CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Stands for one of the values a fixed query is run with. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query whose shape never changes (a session by its token, a person by id), built and compiled
 * by Kysely once per database instead of on every call. `build` writes it with `slots.name` where
 * a value goes; each call sends the compiled SQL with that call's values. The SQL text is the same
 * every time, so SQLite's statement cache (create-db.ts) reuses its prepared statement, and rows
 * still pass through the database's plugins (camel case).
 */
export function fixedQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, slots: Args) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as Args;
  // One compiled form per dialect (a transaction shares its database's adapter).
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, slots).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((value) => (value instanceof Slot ? args[value.name] : value));
    const { rows } = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return rows;
  };
}
