import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerFavicon } from '../src/lib/favicon';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function distWith(files: Record<string, Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'favicon-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('GET /favicon.ico', () => {
  it("answers with the web build's icon, cacheable for a day", async () => {
    const icon = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
    const app = Fastify();
    registerFavicon(app, distWith({ 'favicon.ico': icon }));
    const answer = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.rawPayload.equals(icon)).toBe(true);
    await app.close();
  });

  it('is not there without a build', async () => {
    const app = Fastify();
    registerFavicon(app, distWith({}));
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    await app.close();
  });
});
