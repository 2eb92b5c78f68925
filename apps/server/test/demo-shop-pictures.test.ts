import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../src/modules/widget';
import { demoProducts } from '../src/seed/demo-shop-data';
import { startTestApp, type TestApp } from './harness';

/** The pictures the repository ships (scripts/demo-pictures/draw.mjs writes them; the widget build copies them). */
const SHIPPED = path.resolve(import.meta.dirname, '../../widget/demo-shop/pictures');
const fileOf = (picturePath: string) => path.basename(picturePath);

let dir: string;
let t: TestApp;

beforeAll(async () => {
  // A widget build of just the pictures, laid out as apps/widget/build.mjs lays them out.
  dir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-pictures-'));
  mkdirSync(path.join(dir, 'demo-shop'));
  cpSync(SHIPPED, path.join(dir, 'demo-shop', 'bilder'), { recursive: true });
  t = await startTestApp({ WIDGET_DIST_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo catalogue’s pictures', () => {
  it('gives every product a small webp file of its own with an alt text in bokmål', () => {
    const files = new Set(readdirSync(SHIPPED));
    const used = new Set<string>();
    for (const product of DEMO_PRODUCTS) {
      const file = fileOf(product.picture.path);
      expect(file).toMatch(new RegExp(`^${product.slug}-[0-9a-f]{8}\\.webp$`));
      expect(files.has(file)).toBe(true);
      const bytes = readFileSync(path.join(SHIPPED, file));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(statSync(path.join(SHIPPED, file)).size).toBeLessThan(15 * 1024);
      expect(product.picture.alt.length).toBeGreaterThan(8);
      used.add(file);
    }
    // Nothing shipped that no product uses.
    expect([...files].sort()).toEqual([...used].sort());
    expect(DEMO_PRODUCTS.find((product) => product.slug === 'fjellstovel')?.picture.alt).toBe(
      'Brun fjellstøvel med snøring og grov, svart såle',
    );
  });

  it('puts the pictures in the catalogue the demo seed ingests, at the public address', () => {
    const products = demoProducts('https://demo.example');
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const [index, product] of products.entries()) {
      expect(product.image_url).toBe(`https://demo.example${DEMO_PRODUCTS[index]?.picture.path}`);
    }
  });

  it('serves them as image/webp with a year’s cache; other names are 404', async () => {
    const picture = DEMO_PRODUCTS[0]?.picture.path ?? '';
    const answer = await fetch(`${t.url}${picture}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.equals(readFileSync(path.join(SHIPPED, fileOf(picture))))).toBe(true);

    for (const wrong of ['finnes-ikke-00000000.webp', 'shop.css', '..%2Fshop.css', 'a.svg']) {
      expect((await fetch(`${t.url}/demo-shop/bilder/${wrong}`)).status).toBe(404);
    }
  });

  it('shows each product’s picture with its alt text on the shop’s pages', async () => {
    const front = await (await fetch(`${t.url}/demo-shop/?account=1`)).text();
    for (const product of DEMO_PRODUCTS) {
      expect(front).toContain(`src="${product.picture.path}" alt="${product.picture.alt}"`);
    }
    const boot = DEMO_PRODUCTS.find((product) => product.slug === 'fjellstovel');
    const page = await (await fetch(`${t.url}/demo-shop/produkt/fjellstovel?account=1`)).text();
    expect(page).toContain(`<img class="picture big" src="${boot?.picture.path}" alt="${boot?.picture.alt}"`);
  });
});
