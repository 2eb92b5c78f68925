/**
 * The real server (apps/server/src/start-server.ts) with a clock the browser test that started it moves:
 * `now` is the wall clock plus an offset; a message `{ id, set: iso }` or `{ id, advance: ms }` on the IPC
 * channel moves it forward and runs every job that is due by then before it answers `{ done: id }`. It lives with the
 * tests and is never built or shipped: a production server (apps/server/dist/main.js) has no such control,
 * and this one listens only to the process that spawned it.
 */
import { loadConfig } from '../../apps/server/src/config';
import { startServer } from '../../apps/server/src/start-server';

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

async function main() {
  if (!process.send) throw new Error('start this with an IPC channel (support/server-process.ts)');
  const server = await startServer(loadConfig(), { clock });
  let queue = Promise.resolve();
  process.on('message', (message: { id?: unknown; set?: unknown; advance?: unknown }) => {
    // One move at a time, each with its due jobs run, so the test reads what happened by then.
    queue = queue.then(async () => {
      const to = typeof message.set === 'string' ? Date.parse(message.set) : Number.NaN;
      const by = Number(message.advance);
      // Forward only: time that goes back would run nothing and confuse every wait.
      if (Number.isFinite(to) && to >= clock.now().getTime()) offsetMs = to - Date.now();
      else if (Number.isFinite(by) && by >= 0) offsetMs += by;
      await server.app.platform.jobs.runDue();
      process.send?.({ done: message.id });
    });
  });
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
