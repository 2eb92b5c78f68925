import { inject } from 'vitest';

/** What a test file needs of the shared server it runs against (started by support/global-setup.ts). */
export interface SharedServer {
  baseUrl: string;
  /** Where the server's delivered mail is written (support/mail-catcher.ts). */
  mailDir: string;
  /** Where the server's output is written, for a failed test's report. */
  serverLog: string;
  /** The token that lets a test move the server's clock (support/server-clock.ts). */
  testClockToken: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: SharedServer[];
  }
}

/**
 * The shared server of this worker. Files that run at the same time never share a server: each worker has
 * its own (with its own demo accounts, mailbox and clock), so a file that moves the clock, fills a
 * mailbox or activates a popup only meets the files that run before or after it in the same worker.
 */
export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no shared server: the e2e global setup did not run');
  return server;
}
