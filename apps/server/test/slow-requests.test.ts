import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSlowRequests } from '../src/lib/slow-requests';

/** A server whose log lines are kept, with a route whose address carries a secret. */
async function serverLogging(thresholdMs: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  logSlowRequests(app, thresholdMs);
  app.get('/reset/:token', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('slow requests in the log', () => {
  it('names a slow answer by its route pattern, never by its address', async () => {
    const { app, lines } = await serverLogging(0);
    await app.inject({ method: 'GET', url: '/reset/hemmelig-engangslenke?x=1' });
    await app.close();
    const slow = lines.filter((line) => line.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, method: 'GET', route: '/reset/:token', status: 200 });
    expect(typeof slow[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('hemmelig');
  });

  it('says nothing about an answer within the threshold', async () => {
    const { app, lines } = await serverLogging(60_000);
    await app.inject({ method: 'GET', url: '/reset/abc' });
    await app.inject({ method: 'GET', url: '/finnes-ikke' });
    await app.close();
    expect(lines.filter((line) => line.msg === 'slow request')).toEqual([]);
  });
});
