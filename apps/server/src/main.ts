import { loadConfig } from './config';
import { lowerHelperThreadPriority } from './lib/helper-threads';
import { startServer } from './start-server';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the server starts: only the process's own helper threads exist yet (see lib/helper-threads).
  const lowered = await lowerHelperThreadPriority(config.helperThreadsNice);
  const server = await startServer(config);
  const log = server.app.server.log;
  if (lowered > 0) log.info({ threads: lowered, nice: config.helperThreadsNice }, 'helper threads lowered');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining and shutting down');
    try {
      await server.stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
