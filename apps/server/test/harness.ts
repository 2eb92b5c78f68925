import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { syncPackageCatalogue } from '../src/seed/packages';

export interface TestApp {
  url: string;
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a new database on the test cluster. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const clusterUrl = inject('postgresUrl');
  const template = inject('databaseTemplate');
  if (!clusterUrl) {
    const handle = await openDatabase({
      kind: 'pglite',
      dir: null,
      template: new Blob([readFileSync(template)]),
    });
    // Nothing to do on the migrated template; kept so a test file's database is never behind the schema.
    await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, `/${name}`);
  // The forced drop at the end may catch a closing connection; that is expected here.
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 }, () => {});
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real app on a random loopback port. `env` overrides configuration variables. With
 * `sharing`, the new instance uses that app's database and signing secret: two instances of one
 * deployment (the other closes the database). `options.clock` sets the server's "now".
 */
export async function startTestApp(
  env: Record<string, string> = {},
  sharing?: TestApp,
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: sharing ? Buffer.from(sharing.config.jwtSecret).toString() : randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Background jobs (mail delivery) are picked up quickly; tests that move a ManualClock call runDue().
    JOB_POLL_MS: '25',
    ...env,
  });
  const { handle, drop } = sharing
    ? { handle: sharing.database, drop: async () => {} }
    : await freshDatabase();
  if (!sharing) await syncPackageCatalogue(handle.db);
  const app = await buildApp(config, handle, { ...options, sharedDatabase: Boolean(sharing) });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database: handle,
    config,
    async close() {
      await app.close();
      if (!sharing) await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
