/**
 * A function that loads each key once and answers the same promise after (a batch's reads: a template, an
 * account's settings). Made per batch, so nothing outlives the transaction it read in.
 */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const found = new Map<K, Promise<V>>();
  return (key) => {
    let value = found.get(key);
    if (!value) {
      value = load(key);
      found.set(key, value);
    }
    return value;
  };
}
