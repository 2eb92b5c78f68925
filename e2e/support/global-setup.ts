import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { ROOT, SERVER_MAIN, ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the shared server's delivered mail is written (support/mail-catcher.ts). */
    mailDir: string;
    /** Where the shared server's output is written, for a failed test's report. */
    serverLog: string;
    /** The token that lets a test move the shared server's clock (support/server-clock.ts). */
    testClockToken: string;
  }
}

const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Starts the built server shared by every test file, and stops it at the end. */
export default async function setup(project: TestProject) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const mail = await startMailCatcher();
  const testClockToken = randomBytes(32).toString('base64url');
  const server = await ServerProcess.start({
    SMTP_URL: mail.url,
    JOB_POLL_MS: '200',
    TEST_CLOCK_TOKEN: testClockToken,
  });
  server.logFile = path.join(server.dataDir, 'server.log');
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  project.provide('mailDir', mail.dir);
  project.provide('testClockToken', testClockToken);
  return async () => {
    await server.dispose();
    await mail.close();
  };
}
