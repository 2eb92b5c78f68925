import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { ROOT, SERVER_MAIN, ServerProcess } from './server-process';
import type { SharedServer } from './shared-servers';
import { e2eWorkers } from './workers';

const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Starts the built servers the test files share (one per worker), and stops them at the end. */
export default async function setup(project: TestProject) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const starts = await Promise.allSettled(Array.from({ length: e2eWorkers() }, startSharedServer));
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(({ close }) => close()));
    throw failed.reason;
  }
  project.provide(
    'sharedServers',
    started.map(({ shared }) => shared),
  );
  return async () => {
    await Promise.all(started.map(({ close }) => close()));
  };
}

/** A built server with its own SMTP peer, data directory and clock token, for one worker's test files. */
async function startSharedServer(): Promise<{ shared: SharedServer; close: () => Promise<void> }> {
  const mail = await startMailCatcher();
  const testClockToken = randomBytes(32).toString('base64url');
  const server = await ServerProcess.start({
    SMTP_URL: mail.url,
    JOB_POLL_MS: '200',
    TEST_CLOCK_TOKEN: testClockToken,
  }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  server.logFile = path.join(server.dataDir, 'server.log');
  return {
    shared: { baseUrl: server.url, mailDir: mail.dir, serverLog: server.logFile, testClockToken },
    async close() {
      await server.dispose();
      await mail.close();
    },
  };
}
