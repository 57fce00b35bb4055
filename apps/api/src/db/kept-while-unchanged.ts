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
 * computed again on its next call, so an answer is never older than the data. The same on SQLite
 * and PostgreSQL (create-db.ts's `dataVersionOf`); on PostgreSQL reading the version is a round
 * trip, and a write anywhere in the cluster counts. The version is read before computing, so a
 * write committed while an answer is computed leaves it kept under the version before the write,
 * which the next call no longer reads. Inside a transaction every call computes. `compute` must
 * depend on the database and its other arguments alone (no clock, no caller): they are the key.
 * Answers are frozen, since every caller gets the same object. At most `size` are kept (least
 * recently used dropped); a failed computation is not kept. Used only where bench/overhead.ts
 * showed it matters on both databases (bench/RESULTS.md, issue 39: matching jobs, the client's
 * jobs, directory pages, and the session every signed-in request reads).
 */
export function keptWhileUnchanged<Args extends unknown[], Answer>(
  compute: (db: Kysely<Database>, ...args: Args) => Promise<Answer>,
  size = 1000,
): (db: Kysely<Database>, ...args: Args) => Promise<Answer> {
  const kept = new WeakMap<object, Kept<Answer>>();
  const answerAt = (version: string, db: Kysely<Database>, args: Args) => {
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
  return async (db, ...args) => {
    const versionOf = dataVersionOf(db);
    if (!versionOf) return compute(db, ...args);
    const version = versionOf();
    // SQLite answers at once, so callers that come together share one computation there too.
    return answerAt(typeof version === 'string' ? version : await version, db, args);
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
