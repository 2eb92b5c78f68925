/**
 * The real server (apps/server/src/start-server.ts) with a clock the browser test that started it moves:
 * `now` is the wall clock plus an offset, and a message `{ advance: ms }` on the IPC channel adds to the
 * offset and runs every job that is due by then before it answers `{ advanced: ms }`. It lives with the
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
  process.on('message', (message: { advance?: unknown }) => {
    const ms = Number(message.advance);
    if (!Number.isFinite(ms) || ms < 0) return;
    // One move at a time, each with its due jobs run, so the test reads what happened by then.
    queue = queue.then(async () => {
      offsetMs += ms;
      await server.app.platform.jobs.runDue();
      process.send?.({ advanced: ms });
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
