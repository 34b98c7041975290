// The caches that keep a bounded number of answers (the configuration cache's entries, the
// country and region answers by address, the leaderboards) let the oldest go first.

/**
 * Sets `key` in `map`, then, beyond `max` entries, deletes the oldest (the first set) and
 * returns its key, so that a caller keeping more per key can drop that too.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): K | undefined {
  map.set(key, value);
  if (map.size <= max) return undefined;
  const oldest = map.keys().next().value as K;
  map.delete(oldest);
  return oldest;
}
