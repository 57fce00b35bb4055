import type { Kysely } from 'kysely';
import { dataVersionOf } from './create-db.js';
import { leastRecentlyUsed } from './least-recently-used.js';
import type { Database } from './schema.js';

interface Kept<Answer> {
  version: string;
  answers: Map<string, Promise<Answer>>;
}

/**
 * `compute`, answered from memory while the database has not changed since the same `args` were
 * computed: any write, through this server or another connection, makes every kept answer
 * computed again on its next call, so an answer is never older than the data. `compute` must
 * depend on the database and its other arguments alone (no clock, no caller): they are the key.
 * Answers are frozen, since every caller gets the same object. At most `size` are kept (least
 * recently used dropped); a failed computation is not kept. Only where the database can say it is
 * unchanged (SQLite, create-db.ts); elsewhere every call computes.
 */
export function keptWhileUnchanged<Args extends unknown[], Answer>(
  compute: (db: Kysely<Database>, ...args: Args) => Promise<Answer>,
  size = 1000,
): (db: Kysely<Database>, ...args: Args) => Promise<Answer> {
  const kept = new WeakMap<object, Kept<Answer>>();
  return (db, ...args) => {
    const version = dataVersionOf(db)?.();
    if (version === undefined) return compute(db, ...args);
    let cache = kept.get(db);
    if (cache?.version !== version) kept.set(db, (cache = { version, answers: new Map() }));
    const { answers } = cache;
    const key = JSON.stringify(args);
    return leastRecentlyUsed(answers, key, size, () => {
      const answer = compute(db, ...args).then(deepFreeze);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      return answer;
    });
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
