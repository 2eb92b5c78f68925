/**
 * The promise's value, or `fallback` when it has not settled within `ms`. For waits that must not hold up
 * an answer or a shutdown (a question to other instances, a goodbye to Redis): the promise itself runs on.
 * The timer is cleared when the race ends and never keeps the process alive.
 */
export async function settleWithin<T, F>(ms: number, promise: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
