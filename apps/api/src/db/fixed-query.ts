import { createQueryId, type CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';
import { leastRecentlyUsed } from './least-recently-used.js';
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

/**
 * A query whose shape follows a few inputs (a tradesperson's coverage and the page asked for):
 * built and compiled once per distinct `args`, then kept, dropping the least recently used past
 * `size`. `build` must depend on `args` alone, since they are the key; it may answer null (no
 * query: no rows).
 */
export function compiledPerArgs<Args, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row> | null,
  size = 1000,
): (db: Db, args: Args) => Promise<Row[]> {
  const caches = new WeakMap<object, Map<string, CompiledQuery<Row> | null>>();
  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let cache = caches.get(adapter);
    if (!cache) caches.set(adapter, (cache = new Map()));
    const query = leastRecentlyUsed(cache, JSON.stringify(args), size, () => build(db, args)?.compile() ?? null);
    if (!query) return [];
    const { rows } = await db.executeQuery<Row>({ ...query, queryId: createQueryId() });
    return rows;
  };
}
