/**
 * Preloaded into a server the chat bench starts (`node --import ./bench/event-loop-probe.mjs`): measures
 * the process's event-loop delay and its garbage-collection pauses, and answers over the IPC channel.
 *   { probe: 'reset' }  starts a new measurement
 *   { probe: 'report' } answers { probe: 'report', loop: { p50, p99, max },
 *                        gc: { count, totalMs, maxMs, major: [wall-clock ms each mark-compact ended] },
 *                        pool: { queries, queuePeak, queueMean, waitP50, waitP99, waitMax } | null }
 *     pool: the database pool (PostgreSQL only), from apps/server/src/db/client.ts's bench hook: for each
 *     query, how many were already waiting for a connection when it asked, and how long it waited (ms).
 *   { probe: 'memory' } runs a full collection, then answers { probe: 'memory', rssMiB, heapUsedMiB,
 *     heapTotalMiB, externalMiB, peakRssMiB }
 *   { probe: 'snapshot', file } writes a heap snapshot to `file`, then answers { probe: 'snapshot', file }
 * Nothing here changes the server; without an IPC channel it does nothing.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';

if (process.send) {
  // The histogram holds each interval of a timer that should fire every RESOLUTION_MS: the delay is the rest.
  const RESOLUTION_MS = 2;
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0, major: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      // Mark-compact (NODE_PERFORMANCE_GC_MAJOR): when it ended, in wall-clock milliseconds, to set beside stalls.
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.major.push(Math.round(performance.timeOrigin + entry.startTime + entry.duration));
      }
    }
  }).observe({ entryTypes: ['gc'] });
  // A full collection on request, without starting the server with --expose-gc.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc');
  const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const ms = (nanoseconds) => Math.max(0, Math.round(nanoseconds / 1e4) / 100 - RESOLUTION_MS);
  let inspector = null;

  // The server hands its pg.Pool here when it opens it; each checkout is timed from the ask to the connection.
  let pool = null;
  const waits = [];
  let queued = { count: 0, sum: 0, peak: 0 };
  globalThis[Symbol.for('butikkpanel.bench.pool')] = (created) => {
    pool = created;
    const connect = created.connect.bind(created);
    created.connect = (callback) => {
      const waiting = created.waitingCount;
      queued.count += 1;
      queued.sum += waiting;
      queued.peak = Math.max(queued.peak, waiting);
      const asked = performance.now();
      if (callback) {
        return connect((error, client, release) => {
          waits.push(performance.now() - asked);
          callback(error, client, release);
        });
      }
      return connect().then((client) => {
        waits.push(performance.now() - asked);
        return client;
      });
    };
  };
  const poolFigures = () => {
    if (!pool) return null;
    const sorted = waits.slice().sort((a, b) => a - b);
    const at = (p) =>
      Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;
    return {
      queries: queued.count,
      queuePeak: queued.peak,
      queueMean: queued.count ? Math.round((queued.sum / queued.count) * 10) / 10 : 0,
      waitP50: at(0.5),
      waitP99: at(0.99),
      waitMax: at(1),
    };
  };
  process.on('message', (message) => {
    if (message?.probe === 'reset') {
      loop.reset();
      gc = { count: 0, totalMs: 0, maxMs: 0, major: [] };
      waits.length = 0;
      queued = { count: 0, sum: 0, peak: 0 };
    } else if (message?.probe === 'memory') {
      collect();
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      process.send?.({
        probe: 'memory',
        rssMiB: mib(rss),
        heapUsedMiB: mib(heapUsed),
        heapTotalMiB: mib(heapTotal),
        externalMiB: mib(external),
        // The most the process has ever been resident, garbage included: what the machine had to have.
        peakRssMiB: mib(process.resourceUsage().maxRSS * 1024),
      });
    } else if (message?.probe === 'sampling') {
      // Allocation sampling that keeps what a mark-compact collected but not what a scavenge did: the
      // objects that lived long enough to be promoted and then died, which are what make mark-compacts come.
      if (!inspector) {
        inspector = new Session();
        inspector.connect();
        inspector.post('HeapProfiler.enable');
      }
      inspector.post(
        'HeapProfiler.startSampling',
        {
          samplingInterval: 8192,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: false,
        },
        () => process.send?.({ probe: 'sampling' }),
      );
    } else if (message?.probe === 'sampled') {
      // Young objects still uncollected would count as survivors: a scavenge first takes the dead ones out.
      collect({ type: 'minor' });
      inspector?.post('HeapProfiler.stopSampling', (error, result) => {
        if (!error) writeFileSync(message.file, JSON.stringify(result.profile));
        process.send?.({ probe: 'sampled', file: error ? null : message.file });
      });
    } else if (message?.probe === 'snapshot') {
      process.send?.({ probe: 'snapshot', file: writeHeapSnapshot(message.file) });
    } else if (message?.probe === 'report') {
      process.send?.({
        probe: 'report',
        loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
        gc: {
          count: gc.count,
          totalMs: Math.round(gc.totalMs),
          maxMs: Math.round(gc.maxMs * 10) / 10,
          major: gc.major,
        },
        pool: poolFigures(),
      });
    }
  });
  // The channel must not keep a server alive that has been told to stop.
  process.channel?.unref();
}
