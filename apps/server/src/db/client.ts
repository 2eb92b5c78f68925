import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Next to this file in src/db, and copied next to the bundle in dist. */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number works: it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 72_011_501;

export type DatabaseTarget =
  /** `template`: a dump of a migrated database to start from (tests: skips initdb and the migrations). */
  | { kind: 'pglite'; dir: string | null; template?: Blob }
  | { kind: 'postgres'; url: string; poolSize: number };

/** Where failures of idle pooled connections go (a database restart, a terminated backend). */
export type BackgroundErrorListener = (error: Error) => void;

const logToStderr: BackgroundErrorListener = (error) =>
  console.error(JSON.stringify({ level: 50, msg: 'idle database connection failed', err: error.message }));

export async function openDatabase(
  target: DatabaseTarget,
  onBackgroundError: BackgroundErrorListener = logToStderr,
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    // null means in memory (tests); otherwise the embedded database lives in DATA_DIR.
    // pg_trgm backs the orders list's search (migration 0012); PostgreSQL ships it as a trusted extension.
    const options = { extensions: { pg_trgm }, ...(target.template ? { loadDataDir: target.template } : {}) };
    const client = target.dir ? new PGlite(target.dir, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
  // Without a listener an idle connection's error would crash the process; the pool replaces it.
  pool.on('error', onBackgroundError);
  // The chat bench's probe (bench/event-loop-probe.mjs, preloaded only there) measures the pool's queue; a
  // server without it pays one lookup here and nothing per query.
  const benchHook = (globalThis as Record<symbol, unknown>)[Symbol.for('butikkpanel.bench.pool')];
  if (typeof benchHook === 'function') benchHook(pool);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** An in-memory PGlite, migrated, as a dump to start other databases from (`template`): used by the tests. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
