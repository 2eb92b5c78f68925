/**
 * A turn for the event loop in a long computation. The full model run computes for minutes on the loop that
 * also renews the job's lease, answers requests and keeps sockets alive: a loop checks `due(work)` (cheap:
 * the clock is read once per about 1,024 units of work) and, when its slice is used up, awaits `pause()`.
 */
export interface Breather {
  /** `work`: about how many simple steps the caller did since it last asked (1 by default). */
  due(work?: number): boolean;
  pause(): Promise<void>;
}

const WORK_BETWEEN_CLOCK_READS = 1024;

/** Slices of `sliceMs` (20 ms: a request waits about that long behind the run at most). */
export function createBreather(sliceMs = 20): Breather {
  let sliceStarted = performance.now();
  let work = 0;
  return {
    due(steps = 1) {
      work += steps;
      if (work < WORK_BETWEEN_CLOCK_READS) return false;
      work = 0;
      return performance.now() - sliceStarted > sliceMs;
    },
    async pause() {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStarted = performance.now();
    },
  };
}
