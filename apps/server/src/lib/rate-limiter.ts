/**
 * A fixed-window counter per key, in memory. Used for socket events, which stay on the instance that
 * holds the connection, so a per-instance count is the right scope.
 */
export function createRateLimiter(options: {
  max: number;
  windowMs: number;
  maxKeys?: number;
  /** Milliseconds from the server's clock (AppDeps.clock). */
  now: () => number;
}) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const maxKeys = options.maxKeys ?? 100_000;

  /** True when the key may act now (and counts it). */
  function take(key: string, now = options.now()): boolean {
    const current = windows.get(key);
    if (!current || now - current.startedAt >= options.windowMs) {
      // Bounded memory: drop the oldest window when full (Map keeps insertion order).
      if (!current && windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= options.max;
  }

  return { take };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
