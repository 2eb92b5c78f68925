/**
 * Token buckets per key, in memory: each key holds up to `capacity` tokens (the burst) and gains
 * `perSecond` tokens a second; every event takes one. Used for socket events, which stay on the instance
 * that holds the connection, so a per-instance count is the right scope.
 */
export function createTokenBuckets(options: {
  capacity: number;
  perSecond: number;
  maxKeys?: number;
  /** Milliseconds from the server's clock (AppDeps.clock), so a test refills a bucket by moving it. */
  now: () => number;
}) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const maxKeys = options.maxKeys ?? 100_000;

  /** True when the key may act now (and takes a token). */
  function take(key: string, now = options.now()): boolean {
    let bucket = buckets.get(key);
    if (!bucket) {
      // Bounded memory: drop the oldest key when full (Map keeps insertion order).
      if (buckets.size >= maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      bucket = { tokens: options.capacity, at: now };
      buckets.set(key, bucket);
    } else {
      const elapsed = Math.max(0, now - bucket.at) / 1000;
      bucket.tokens = Math.min(options.capacity, bucket.tokens + elapsed * options.perSecond);
      bucket.at = now;
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  return { take };
}

export type TokenBuckets = ReturnType<typeof createTokenBuckets>;
