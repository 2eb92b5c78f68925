import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { popupSettingsSchema } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings, accounts, popups } from '../src/db/schema';
import { createAccountWithOwner } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';

const WIDGET_DIR = path.resolve(import.meta.dirname, '../../widget');
let t: TestApp;
let http: TestClient;

beforeAll(async () => {
  // The files served are the real build.
  execFileSync(process.execPath, [path.join(WIDGET_DIR, 'build.mjs')], { stdio: 'inherit' });
  t = await startTestApp();
  http = new TestClient(t.url);
});
afterAll(() => t.close());

const chatShop = (companyName?: string) =>
  createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_CHAT'],
    ...(companyName ? { companyName } : {}),
  });

describe('GET /api/widget/:accountId/config', () => {
  it('answers the defaults to any origin', async () => {
    const { account } = await chatShop();
    const answer = await http.get(`/api/widget/${account.id}/config`, {
      origin: 'https://butikk.example.no',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.body).toEqual({
      texts: {
        title: 'Chat med oss',
        greeting: 'Hei! Hva kan vi hjelpe deg med?',
        offline: 'Vi er ikke på nett akkurat nå. Legg igjen navn og e-post, så svarer vi deg på e-post.',
        placeholder: 'Skriv en melding…',
        button: 'Åpne chat',
      },
      colors: { primary: '#1f6feb', text: '#ffffff' },
      openingHours: null,
      popups: false,
    });
  });

  it('says popups only for an account with the popups package and an active popup of its own', async () => {
    const settings = popupSettingsSchema.parse({ max_width: 800 });
    const addPopup = (accountId: number, status: 'draft' | 'active' | 'paused') =>
      t.database.db.insert(popups).values({ accountId, name: 'Velkommen', status, settings });
    const flag = async (accountId: number) =>
      (await http.get<{ popups: boolean }>(`/api/widget/${accountId}/config`)).body.popups;

    const mine = await createAccountWithOwner(t.database.db, {
      packages: ['PACKAGE_CHAT', 'PACKAGE_POPUPS'],
    });
    const other = await createAccountWithOwner(t.database.db, {
      packages: ['PACKAGE_CHAT', 'PACKAGE_POPUPS'],
    });
    await addPopup(mine.account.id, 'draft');
    await addPopup(mine.account.id, 'paused');
    // Another account's active popup does not set my flag.
    await addPopup(other.account.id, 'active');
    expect(await flag(mine.account.id)).toBe(false);
    expect(await flag(other.account.id)).toBe(true);

    await addPopup(mine.account.id, 'active');
    expect(await flag(mine.account.id)).toBe(true);

    // An active popup without the package: the loader need not import the chunk (the popups API would 404).
    const noPackage = await chatShop();
    await addPopup(noPackage.account.id, 'active');
    expect(await flag(noPackage.account.id)).toBe(false);
    const answer = await http.get(`/api/widget/${mine.account.id}/config`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("uses the account's chat settings, ignoring a malformed colour", async () => {
    const { account } = await chatShop();
    await t.database.db.insert(accountSettings).values([
      { accountId: account.id, key: 'CHAT_TITLE', value: 'Snakk med Demo Sko' },
      { accountId: account.id, key: 'CHAT_COLOR', value: '#aa3300' },
      { accountId: account.id, key: 'CHAT_TEXT_COLOR', value: 'red;background:url(x)' },
      {
        accountId: account.id,
        key: 'CHAT_OPENING_HOURS',
        value: '{"mon":{"closed":false,"from":"9","to":"x"}}',
      },
    ]);
    const answer = await http.get<{
      texts: { title: string };
      colors: { primary: string; text: string };
      openingHours: unknown;
    }>(`/api/widget/${account.id}/config`);
    expect(answer.body.texts.title).toBe('Snakk med Demo Sko');
    expect(answer.body.colors).toEqual({ primary: '#aa3300', text: '#ffffff' });
    // Malformed opening hours are no hours: always open.
    expect(answer.body.openingHours).toBeNull();
  });

  it('refuses unknown and inactive accounts, and accounts without chat, with 404 in the error shape', async () => {
    const noChat = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_DASHBOARD'] });
    const [inactive] = await t.database.db
      .insert(accounts)
      .values({ companyName: 'Stengt AS', isActive: false })
      .returning();
    for (const id of [999_999, noChat.account.id, inactive?.id, 'abc', -1]) {
      const answer = await http.get(`/api/widget/${id}/config`);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('the widget files', () => {
  it('serves the loader with a short cache, readable from any origin', async () => {
    const answer = await http.get<string>('/widget.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.body).toContain('/api/widget/');
  });

  it('serves the hashed panel chunk as immutable, and nothing outside its folder', async () => {
    const [panel] = readdirSync(path.join(WIDGET_DIR, 'dist/widget')).filter((name) =>
      name.startsWith('panel-'),
    );
    const answer = await http.get(`/widget/${panel}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    for (const bad of ['panel-nope.js', '..%2Fwidget.js', '..%2F..%2Fpackage.json', 'x.json']) {
      expect((await http.get(`/widget/${bad}`)).status, bad).toBe(404);
    }
  });
});

describe('the demo shop', () => {
  it('embeds the widget for Demo Sko AS, or for ?account=ID on every link', async () => {
    const demo = await chatShop('Demo Sko AS');
    const front = await http.get<string>('/demo-shop/');
    expect(front.status).toBe(200);
    expect(front.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(front.body).toContain(
      `<script async src="/widget.js" data-account="${demo.account.id}"></script>`,
    );
    expect(front.body).toContain('Joggesko');
    // The front page's content block, its height kept by the shop's CSS (no layout shift).
    expect(front.body).toContain('<div class="block-banner" data-butikkpanel-block="forside-banner"></div>');
    expect(front.headers.get('content-security-policy')).toContain("connect-src 'self'");

    const other = await chatShop();
    const product = await http.get<string>(`/demo-shop/produkt/fjellstovel?account=${other.account.id}`);
    expect(product.body).toContain(`data-account="${other.account.id}"`);
    expect(product.body).toContain(`href="/demo-shop/handlekurv?account=${other.account.id}"`);
    expect(product.body).toContain('1\u00a0799 kr');
    // The checkout's discount code field checks codes for the page's account.
    const checkout = await http.get<string>(`/demo-shop/kasse?account=${other.account.id}`);
    expect(checkout.body).toContain(
      `<form class="checkout discount" data-discount data-account="${other.account.id}">`,
    );
    expect(checkout.body).toContain('<label for="rabattkode">Rabattkode</label>');
  });

  it('has a cart, a checkout and a confirmation page, its assets, and 404 for unknown products', async () => {
    for (const page of ['handlekurv', 'kasse', 'bekreftelse']) {
      expect((await http.get(`/demo-shop/${page}`)).status, page).toBe(200);
    }
    expect((await http.get('/demo-shop/assets/shop.js')).headers.get('content-type')).toContain('javascript');
    expect((await http.get('/demo-shop/assets/shop.css')).headers.get('content-type')).toContain('text/css');
    expect((await http.get('/demo-shop/produkt/finnes-ikke')).status).toBe(404);
    const redirect = await http.get('/demo-shop');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/demo-shop/');
  });
});
