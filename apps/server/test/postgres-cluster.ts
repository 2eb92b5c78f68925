import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './support/processes';

/** A throwaway PostgreSQL cluster on a free loopback port, for the suites' second run. */
export interface PostgresCluster {
  url: string;
  stop(): void;
  /** What stop() runs, for a watchdog process that must stop the cluster when this one cannot (a bench). */
  stopCommand: { argv: string[]; remove: string };
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error("PostgreSQL binaries not found: install Debian's postgresql package or set PG_BIN_DIR");
}

/** initdb refuses to run as root: then the cluster runs as the postgres system user. */
function asClusterUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function run(command: string, args: string[]): void {
  const [cmd, argv] = asClusterUser(command, args);
  execFileSync(cmd, argv, { stdio: 'pipe' });
}

/** `settings` adds `-c name=value` options (the chat bench preloads pg_stat_statements). */
export async function startPostgresCluster(settings: string[] = []): Promise<PostgresCluster> {
  const bin = findBinDir();
  const root = mkdtempSync(path.join(tmpdir(), 'butikkpanel-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${settings.map((setting) => ` -c ${setting}`).join('')}`,
    'start',
  ]);
  const [cmd, argv] = asClusterUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(cmd, argv, { stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
    stopCommand: { argv: [cmd, ...argv], remove: root },
  };
}
