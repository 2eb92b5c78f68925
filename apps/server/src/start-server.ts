import { buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import {
  AdjustableClock,
  type Clock,
  registerTestClockRoute,
  type ServerModule,
  systemClock,
} from './platform';
import { seedDemo } from './seed/demo';
import { syncPackageCatalogue } from './seed/packages';
import { seedSharedImages } from './seed/shared-images';

/**
 * What `npm start` runs (main.ts): open and migrate the database, seed, build the app, listen. The crash
 * tests start the same path in a child process, with probe modules plugged in.
 */
export async function startServer(
  config: Config,
  options: { modules?: ServerModule[]; prepare?: (db: Database) => Promise<void>; clock?: Clock } = {},
) {
  // The browser tests' server gets a clock they can move (platform/test-clock.ts); no other server does.
  const testClock = config.testClockToken && !options.clock ? new AdjustableClock() : null;
  const clock = options.clock ?? testClock ?? systemClock;
  const database = await openDatabase(config.database);
  await database.migrate();
  await syncPackageCatalogue(database.db);
  // The platform's shared file library is part of every installation, demo data or not.
  await seedSharedImages(database.db, clock.now());
  const seeded = config.seedDemo
    ? await seedDemo(database.db, { publicUrl: config.publicUrl, serverSecret: config.jwtSecret })
    : false;
  await options.prepare?.(database.db);

  const app = await buildApp(config, database, {
    modules: options.modules,
    clock,
    beforeRoutes:
      testClock && config.testClockToken
        ? (server) =>
            registerTestClockRoute(server, testClock, config.testClockToken ?? '', () =>
              app.platform.jobs.runDue(),
            )
        : undefined,
  });
  if (seeded) app.server.log.info('demo data seeded: see README for the demo logins');
  const address = await app.server.listen({ port: config.port, host: config.host });
  app.server.log.info(`Butikkpanel is ready at ${config.publicUrl}/pub-v2/`);
  return {
    app,
    database,
    address,
    /** Drains requests, stops the job worker, closes the database. */
    async stop() {
      await app.close();
      await database.close();
    },
  };
}
