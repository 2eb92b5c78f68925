import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/lib/compression';
import { startTestApp, type TestApp } from './harness';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs');
/** Text that compresses well and is far above every threshold. */
const SCRIPT = `${Array.from({ length: 400 }, (_, i) => `console.log("linje ${i}");`).join('\n')}\n`;
const INDEX = `<!doctype html><html lang="nb"><head><title>Butikkpanel</title>${'<meta name="x" content="y">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add its own Accept-Encoding and decode the body). */
function raw(base: string, url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(url, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const decode = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};
const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-compress-'));
  const web = path.join(dir, 'web');
  const widget = path.join(dir, 'widget');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(widget);
  writeFileSync(path.join(web, 'index.html'), INDEX);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(web, 'assets', 'tiny-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(widget, 'widget.js'), SCRIPT);
  // The build's own step writes the .br and .gz copies.
  execFileSync(process.execPath, [PRECOMPRESS, web]);
  execFileSync(process.execPath, [PRECOMPRESS, widget]);
  t = await startTestApp({ WEB_DIST_DIR: web, WIDGET_DIST_DIR: widget });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q-values and *, and falls back to identity', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe.each([
  ['a web app asset', '/pub-v2/assets/app-abc123.js', SCRIPT],
  ['the index.html of a client route', '/pub-v2/login', INDEX],
  ['the widget loader', '/widget.js', SCRIPT],
])('%s', (_label, url, original) => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=1', 'gzip'],
  ])('Accept-Encoding %s gets %s, with Vary', async (accept, encoding) => {
    const answer = await raw(t.url, url, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(varies(answer)).toContain('accept-encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(original) / 3);
    expect(decode(answer)).toBe(original);
  });

  it.each([[undefined], ['identity']])('Accept-Encoding %s gets the file as it is', async (accept) => {
    const answer = await raw(t.url, url, accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    // A cache must not hand this identity copy to a browser that takes brotli.
    expect(varies(answer)).toContain('accept-encoding');
    expect(answer.body.toString()).toBe(original);
  });
});

describe('what the server builds per request', () => {
  it('compresses a JSON answer above 1 KB for a client that takes it, and only then', async () => {
    const identity = await raw(t.url, '/api/docs');
    expect(identity.status).toBe(200);
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(varies(identity)).toContain('accept-encoding');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await raw(t.url, '/api/docs', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).not.toBe(String(identity.body.length));
      expect(answer.body.length).toBeLessThan(identity.body.length / 2);
      expect(decode(answer)).toBe(identity.body.toString());
    }
  });

  it('leaves small answers and small files alone', async () => {
    const health = await raw(t.url, '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const tiny = await raw(t.url, '/pub-v2/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1);');
  });

  it('never serves the compressed copies under their own names', async () => {
    const answer = await raw(t.url, '/pub-v2/assets/app-abc123.js.br');
    expect(answer.status).toBe(404);
  });
});
