/**
 * `load`, answered from memory for `ms` after each call that reached the database (0: always
 * loads). A failed load is not kept. For figures everyone sees alike and nobody needs to the second.
 */
export function memoFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (ms <= 0) return load();
    const now = Date.now();
    if (kept && kept.until > now) return kept.value;
    const value = load();
    kept = { value, until: now + ms };
    value.catch(() => {
      if (kept?.value === value) kept = undefined;
    });
    return value;
  };
}
