import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/seed/demo';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';

describe('configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds demo data only on the embedded default or when SEED_DEMO=1', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x', JWT_SECRET: secret }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x', JWT_SECRET: secret, SEED_DEMO: '1' })
        .seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('needs JWT_SECRET with DATABASE_URL, and refuses a short one', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'kort' })).toThrow(/JWT_SECRET/);
  });

  it('keeps a generated signing secret in DATA_DIR, readable only by its owner', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(48);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'tretusen' })).toThrow(/PORT/);
  });

  it('lowers the helper threads to nice 10 unless told otherwise (0 leaves them, 19 at most)', () => {
    expect(loadConfig({ DATA_DIR: dir }).helperThreadsNice).toBe(10);
    expect(loadConfig({ DATA_DIR: dir, HELPER_THREADS_NICE: '0' }).helperThreadsNice).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, HELPER_THREADS_NICE: '20' })).toThrow(/HELPER_THREADS_NICE/);
    expect(() => loadConfig({ DATA_DIR: dir, HELPER_THREADS_NICE: '-5' })).toThrow(/HELPER_THREADS_NICE/);
  });
});

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo accounts and logins once, each merchant seeing only their own account', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toBe(false);

    const owner = new TestClient(t.url);
    await owner.login('eier@demo.no', 'Demo1234!');
    const own = await owner.get<{ data: Array<{ company_name: string }> }>('/api/accounts');
    expect(own.body.data.map((account) => account.company_name)).toEqual(['Demo Sko AS']);
    const current = await owner.get<{
      dealer: { name: string; email: string; phone: string };
      packages: string[];
      settings: Record<string, string>;
    }>('/api/accounts/current');
    expect(current.body.dealer.name).toBeTruthy();
    expect(current.body.dealer.email).toContain('@');
    expect(current.body.dealer.phone).toBeTruthy();
    expect(current.body.packages).toContain('PACKAGE_CHAT');
    expect(current.body.settings.ACCEPTED_TERMS).toBe('1');

    const other = new TestClient(t.url);
    await other.login('eier@testbutikken.no', 'Demo1234!');
    const theirs = await other.get<{ data: Array<{ company_name: string }> }>('/api/accounts');
    expect(theirs.body.data.map((account) => account.company_name)).toEqual(['Testbutikken AS']);

    for (const [email, role] of [
      ['staff@demo.no', 'staff'],
      ['partner@demo.no', 'partner'],
      ['admin@demo.no', 'admin'],
    ] as const) {
      const client = new TestClient(t.url);
      const answer = await client.login(email, 'Demo1234!');
      expect(answer.account_id).not.toBeNull();
      const me = await client.get<{ user: { role: string[] } }>('/api/auth/me');
      expect(me.body.user.role).toEqual([role]);
      const all = await client.get<{ data: unknown[] }>('/api/accounts');
      expect(all.body.data).toHaveLength(2);
    }
  });
});
