/**
 * The value `map` holds under `key`, or else `make()`'s, added: the map's order is the order of
 * use (a value used moves to the end), and once it holds `size` the least recently used goes.
 */
export function leastRecentlyUsed<V>(map: Map<string, V>, key: string, size: number, make: () => V): V {
  let value: V;
  if (map.has(key)) {
    value = map.get(key)!;
    map.delete(key); // moved to the most recent end
  } else {
    value = make();
    if (map.size >= size) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}
