import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../src/modules/shop-data/openapi';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the API description', () => {
  it('GET /api/docs/ui is a readable HTML page of the same description, with nothing from outside', async () => {
    const response = await fetch(`${t.url}/api/docs/ui`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
    expect(html).toContain('<h1>API-beskrivelse</h1>');
    for (const [path, item] of Object.entries(OPENAPI_DOCUMENT.paths)) {
      for (const method of Object.keys(item)) {
        expect(html).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    for (const name of Object.keys(OPENAPI_DOCUMENT.components.schemas)) {
      expect(html).toContain(`id="schema-${name}"`);
    }
    // Field rules in words, nested order lines in their own table, the JSON version linked.
    expect(html).toContain('<code>order_id</code>');
    expect(html).toContain('1–200 tegn');
    expect(html).toContain('Variant 1 (type = created)');
    expect(html).toContain('<a href="/api/docs">/api/docs</a>');
    // No script, no stylesheet or font from a CDN: helmet's policy and offline use both hold.
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3)/i);
    // Descriptions are text: the `<API key>` in the description is escaped, not markup.
    expect(html).toContain('&lt;API key&gt;');
  });

  it('GET /api/docs stays the OpenAPI JSON for machines', async () => {
    const response = await fetch(`${t.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { openapi: string };
    expect(body.openapi).toBe('3.1.0');
  });
});
