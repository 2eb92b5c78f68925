/**
 * A throwaway PostgreSQL 15 cluster for benchmarks (the same one the server tests start): prints its URL and
 * runs until stopped (Ctrl+C / SIGTERM), then removes it.
 *   npx tsx bench/start-postgres.ts
 *   DATABASE_URL=<printed url> JWT_SECRET=<32+ chars> npm run chat -w @butikkpanel/bench
 *   taskset -c 0 npx tsx bench/start-postgres.ts      (PostgreSQL on core 0 only: the half-speed chat bench)
 * pg_stat_statements is preloaded, so the chat bench can print PostgreSQL's own time per statement.
 */
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';

const cluster = await startPostgresCluster(['shared_preload_libraries=pg_stat_statements']);
console.log(cluster.url);
const stop = () => {
  cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 60_000);
