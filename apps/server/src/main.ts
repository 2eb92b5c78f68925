import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { syncPackageCatalogue } from './seed/packages';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  await syncPackageCatalogue(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db, { publicUrl: config.publicUrl }) : false;

  const app = await buildApp(config, database);
  if (seeded) app.server.log.info('demo data seeded: see README for the demo logins');
  await app.server.listen({ port: config.port, host: config.host });
  app.server.log.info(`Butikkpanel is ready at ${config.publicUrl}/pub-v2/`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal }, 'draining and shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.server.log.error({ err: error }, 'shutdown failed');
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
