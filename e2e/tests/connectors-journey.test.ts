import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  addDays,
  type IncomeSummary,
  type OrderStats,
  type SessionAnswer,
  type ShopPlatform,
} from '@butikkpanel/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, openLogin, signIn } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { mainHeading, mainNavigation } from './shell-helpers';

/**
 * A shop owner connects the demo account (Demo Sko AS) as a WooCommerce shop by clicks (issue 33): the webhook
 * URL and the secret read off the settings screen, then this test plays WooCommerce: the ping it sends when a
 * webhook is made, two signed orders and one with a wrong signature. The deliveries show in "Hva som har
 * kommet", the two orders in the dashboard's and the income's figures. The files of a worker share its server
 * and the demo account, so the shop then moves the two orders to its bin (order.deleted: they stop counting)
 * and the owner disconnects it again; the cancelled orders stay listed, as the disconnect question says.
 */
const fresh = useFreshPages();
let owner: SessionAnswer | undefined;

afterAll(async () => {
  // A failed run must not leave the demo connected for the files that come after it on this server.
  if (!owner) return;
  const view = await callApi<{ data: ShopPlatform }>('/settings/shop-platform', owner);
  if (view.data.connected) {
    await fetch(`${baseUrl()}/api/settings/shop-platform`, {
      method: 'DELETE',
      headers: {
        Authorization: `Bearer ${owner.access_token}`,
        'authorized-account': String(owner.account_id),
      },
    });
  }
});

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A figure as the panel writes it ('1 234,50 kr', '12') as a number. */
function figureValue(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  if (digits === '') throw new Error(`no figure in «${text}»`);
  return Number(digits);
}

/** The value under a label inside `scope`: the dashboard's «I dag», the income's «Omsetning». */
const figureAfter = (scope: Locator, tag: 'p' | 'h3', label: string) =>
  scope.locator(`xpath=.//${tag}[normalize-space()="${label}"]/following-sibling::p[1]`);

/** WooCommerce writes its GMT times without a zone or milliseconds: 2026-11-01T10:00:00. */
const wooTime = (instant: Date) => instant.toISOString().slice(0, 19);

/** A WooCommerce REST API v3 order, as its order.created webhook sends it (prices without tax, tax apart). */
function wooOrder(
  id: number,
  createdAt: Date,
  email: string,
  lines: Array<{ name: string; productId: number; sku: string; net: string; tax: string }>,
  shipping: string,
) {
  const cents = (value: string) => Math.round(Number(value) * 100);
  const linesCents = lines.reduce((sum, line) => sum + cents(line.net) + cents(line.tax), 0);
  return {
    id,
    parent_id: 0,
    status: 'processing',
    currency: 'NOK',
    version: '9.4.2',
    prices_include_tax: false,
    date_created: wooTime(new Date(createdAt.getTime() + 3_600_000)),
    date_created_gmt: wooTime(createdAt),
    date_modified_gmt: wooTime(createdAt),
    date_paid_gmt: wooTime(createdAt),
    discount_total: '0.00',
    shipping_total: shipping,
    total: ((linesCents + cents(shipping)) / 100).toFixed(2),
    payment_method: 'vipps',
    billing: {
      first_name: 'Wenche',
      last_name: 'Woo',
      email,
      city: 'Bergen',
      postcode: '5003',
      country: 'NO',
    },
    line_items: lines.map((line, index) => ({
      id: id * 10 + index,
      name: line.name,
      product_id: line.productId,
      variation_id: 0,
      quantity: 1,
      sku: line.sku,
      price: Number(line.net),
      subtotal: line.net,
      subtotal_tax: line.tax,
      total: line.net,
      total_tax: line.tax,
    })),
    coupon_lines: [],
    refunds: [],
    meta_data: [],
  };
}

/** What WooCommerce sends for one webhook delivery: the raw JSON body signed with the webhook's secret. */
async function deliver(url: string, secret: string, topic: string, payload: unknown) {
  const raw = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'WooCommerce/9.4.2 Hookshot (WordPress/6.7.1)',
      'x-wc-webhook-source': 'https://wenches-woo.example/',
      'x-wc-webhook-topic': topic,
      'x-wc-webhook-resource': topic.split('.')[0] ?? '',
      'x-wc-webhook-event': topic.split('.')[1] ?? '',
      'x-wc-webhook-id': '1',
      'x-wc-webhook-delivery-id': randomUUID(),
      'x-wc-webhook-signature': createHmac('sha256', secret).update(raw).digest('base64'),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a WooCommerce shop connected by clicks', () => {
  // About 50 s alone, 30 of them the dashboard's own refresh (below): past the default 60 s with two files at
  // a time.
  it('shows its signed deliveries in the list, the dashboard and the income', {
    timeout: 90_000,
  }, async () => {
    const { page, problems } = await fresh();
    await page.setViewportSize({ width: 1400, height: 900 });

    // Signed in through the form, as the owner does; the dashboard's first figures are the ones to beat.
    await openLogin(page);
    const statsAnswer = page.waitForResponse((response) => response.url().includes('/api/orders/stats'));
    const session = await signIn(page, 'eier@demo.no');
    owner = session;
    expect(session.account_id).toBe(1);
    await mainHeading(page, 'Dashbord').waitFor();
    const stats = (await (await statsAnswer).json()) as OrderStats;
    const revenue = page.getByRole('region', { name: 'Omsetning siste uke' });
    const ordersWidget = page.getByRole('region', { name: 'Ordre per dag siste uke' });
    await figureAfter(revenue, 'p', 'I dag').waitFor();
    const dashboardBefore = {
      revenue: figureValue(await figureAfter(revenue, 'p', 'I dag').textContent()),
      orders: figureValue(await figureAfter(ordersWidget, 'p', 'I dag').textContent()),
    };
    expect(dashboardBefore).toEqual({ revenue: stats.today_subtotal_sum, orders: stats.today_total_orders });
    // The day the dashboard counts as today (the browser's, in Oslo), and the income screen's 30 days to it. Its
    // figures before are asked of the API: the screen keeps an answer for 30 s and does not ask again by itself,
    // so a visit now would show the same figures on the way back.
    const today = Object.keys(stats.subtotal).sort().at(-1) ?? '';
    const period = `from=${addDays(today, -29)}&to=${today}`;
    const incomeBefore = (await callApi<IncomeSummary>(`/income/summary?${period}`, session)).current;

    // The notification question comes as a bar after a moment; answered like a person, it is gone.
    const question = page.getByRole('region', { name: 'Vil du få varsler?' });
    await question.getByRole('button', { name: 'Nei takk' }).click();
    await question.waitFor({ state: 'detached' });

    // Innstillinger → Butikkplattform, nothing connected yet, and nothing in the way of the first click.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    await page
      .getByRole('navigation', { name: 'Innstillingssider' })
      .getByRole('tab', { name: 'Butikkplattform', exact: true })
      .click();
    await page.waitForURL(/\/1\/settings\/shop-platform$/);
    const form = page.getByRole('form', { name: 'Koble til butikken' });
    await form.waitFor();
    await expectAccessible(page, 'the shop platform screen, nothing connected');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/settings/shop-platform') && response.request().method() === 'PUT',
    );
    await form.getByRole('radio', { name: /^WooCommerce/ }).check();
    await form.getByRole('button', { name: 'Koble til' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Tilkoblingen er lagret.').waitFor();
    await page.getByRole('form', { name: 'Endre tilkoblingen' }).waitFor();

    // The address and the secret to paste in WooCommerce, read off the screen; the secret only once asked for.
    const connection = page.getByRole('region', { name: 'Tilkoblingen' });
    await connection.getByText('WooCommerce', { exact: true }).waitFor();
    const webhookUrl =
      (await connection.locator('code').filter({ hasText: '/api/webhooks/shop/' }).textContent()) ?? '';
    expect(webhookUrl).toMatch(/^https?:\/\/[^/]+\/api\/webhooks\/shop\/[\w-]+$/);
    const secretBox = connection
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Hemmelighet' }) })
      .last()
      .locator('code');
    const hidden = (await secretBox.textContent()) ?? '';
    expect(hidden).toMatch(/^•+/);
    await connection.getByRole('button', { name: 'Vis hemmeligheten' }).click();
    await connection.getByRole('button', { name: 'Skjul hemmeligheten' }).waitFor();
    const secret = (await secretBox.textContent()) ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(20);
    expect(secret.endsWith(hidden.replace(/^•+/, ''))).toBe(true);
    const deliveries = page.getByRole('region', { name: 'Hva som har kommet' });
    await deliveries.getByText('Ingenting har kommet ennå.').waitFor();

    // WooCommerce's ping when the webhook is made: form-encoded and unsigned.
    const ping = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'webhook_id=1',
    });
    expect(ping.status).toBe(200);
    // The server's own time of the ping: its "now" is the orders' creation time.
    const afterPing = await callApi<{ data: ShopPlatform }>('/settings/shop-platform', session);
    const pinged = afterPing.data.deliveries.find((delivery) => delivery.topic === 'ping');
    expect(pinged?.state).toBe('skipped');
    const serverNow = new Date(pinged?.received_at ?? '');

    const email = `wenche.woo.${randomUUID().slice(0, 8)}@example.no`;
    const firstId = randomInt(100_000, 900_000);
    const first = wooOrder(
      firstId,
      serverNow,
      email,
      [
        { name: 'Joggesko &amp; sokker', productId: 11, sku: 'JS-1', net: '399.20', tax: '99.80' },
        { name: 'Ullsokker', productId: 12, sku: 'US-1', net: '79.20', tax: '19.80' },
      ],
      '79.00',
    );
    const second = wooOrder(
      firstId + 1,
      serverNow,
      email,
      [{ name: 'Fjellstøvel', productId: 13, sku: 'FS-1', net: '1199.20', tax: '299.80' }],
      '0.00',
    );
    // Revenue is the goods with tax (598 + 1 499 kr); the totals add the shipping.
    expect([first.total, second.total]).toEqual(['677.00', '1499.00']);
    expect(await deliver(webhookUrl, secret, 'order.created', first)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await deliver(webhookUrl, secret, 'order.created', second)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const forged = await deliver(webhookUrl, `${secret}x`, 'order.created', { ...second, id: firstId + 2 });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: { code: 'webhook_signature_invalid' } });

    // The list asks again every 5 s; the orders are stored by the job poller meanwhile.
    const table = deliveries.getByRole('table', { name: 'Leveranser fra butikken' });
    const rows = table.getByRole('row');
    await rows.filter({ hasText: 'Avvist' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await rows.filter({ hasText: 'Lagret' }).count()) === 2, { timeout: 15_000 })
      .toBe(true);
    const listed = (await rows.allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(listed).toHaveLength(4);
    // Newest first: the refused one, the two orders, the ping.
    expect(listed[0]).toMatch(/^order\.created .+ Avvist Feil signatur\.$/);
    expect(listed[1]).toMatch(/^order\.created .+ Lagret Lagret: 1 ordrehendelse\.$/);
    expect(listed[2]).toMatch(/^order\.created .+ Lagret Lagret: 1 ordrehendelse\.$/);
    expect(listed[3]).toMatch(/^ping .+ Hoppet over WooCommerce sa fra at webhook 1 er laget\.$/);
    const stored = await callApi<{ data: ShopPlatform }>('/settings/shop-platform', session);
    expect(stored.data.deliveries.map((delivery) => `${delivery.topic}:${delivery.state}`)).toEqual([
      'order.created:refused',
      'order.created:stored',
      'order.created:stored',
      'ping:skipped',
    ]);
    await expectAccessible(page, 'the shop platform screen with deliveries');
    await screenshot(page, 'shop-platform-1400');

    // At 320 px the screen does not scroll sideways; the deliveries become cards.
    await page.setViewportSize({ width: 320, height: 800 });
    await deliveries.getByRole('list', { name: 'Leveranser fra butikken' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'shop-platform-320');
    await page.setViewportSize({ width: 1400, height: 900 });

    // The dashboard counts both today. It asks every 30 s from when it is opened, and shows its answer from the
    // sign-in until then: the wait is the product's, not the job poller's (200 ms on the e2e server).
    await mainNavigation(page).getByRole('link', { name: 'Dashbord' }).click();
    await mainHeading(page, 'Dashbord').waitFor();
    await expect
      .poll(
        async () => ({
          revenue: figureValue(await figureAfter(revenue, 'p', 'I dag').textContent()),
          orders: figureValue(await figureAfter(ordersWidget, 'p', 'I dag').textContent()),
        }),
        { timeout: 40_000, interval: 500 },
      )
      .toEqual({ revenue: dashboardBefore.revenue + 598 + 1499, orders: dashboardBefore.orders + 2 });

    // The income: the period's figures, and the two orders in its list with their amounts.
    await mainNavigation(page).getByRole('link', { name: 'Inntekter' }).click();
    await mainHeading(page, 'Inntekter').waitFor();
    const summary = page.getByRole('region', { name: 'Oppsummering' });
    await figureAfter(summary, 'h3', 'Omsetning').waitFor();
    expect({
      revenue: figureValue(await figureAfter(summary, 'h3', 'Omsetning').textContent()),
      orders: figureValue(await figureAfter(summary, 'h3', 'Ordrer').textContent()),
    }).toEqual({
      revenue: (incomeBefore.revenue ?? 0) + 598 + 1499,
      orders: (incomeBefore.orders ?? 0) + 2,
    });
    await page.getByRole('searchbox', { name: 'Søk etter ordre-ID eller e-post' }).fill(email);
    const grid = page.getByRole('grid', { name: 'Ordrer' });
    // The search applies after a pause in the typing: then only the two are left (the header has no amount).
    const found = grid.getByRole('row').filter({ hasText: /\d\skr/ });
    await expect.poll(() => found.count(), { timeout: 10_000 }).toBe(2);
    const ours = found.filter({ hasText: email });
    expect(await ours.count()).toBe(2);
    // Spaces of any kind (the amounts' own are no-break spaces) read as one.
    const firstRow = (
      await ours
        .filter({ hasText: String(firstId) })
        .first()
        .innerText()
    ).replace(/\s+/g, ' ');
    expect(firstRow).toContain('677,00 kr');
    expect(firstRow).toContain('598,00 kr');
    const secondRow = (await ours.filter({ hasText: String(firstId + 1) }).innerText()).replace(/\s+/g, ' ');
    expect(secondRow).toContain('1 499,00 kr');
    await screenshot(page, 'income-woo-orders-1400');

    // The shop moves both to its bin: they stop counting, and the demo's figures are as they were.
    for (const id of [firstId, firstId + 1]) {
      expect((await deliver(webhookUrl, secret, 'order.deleted', { id })).status).toBe(200);
    }
    await expect
      .poll(
        async () => {
          const view = await callApi<{ data: ShopPlatform }>('/settings/shop-platform', session);
          return view.data.deliveries.filter((row) => row.topic === 'order.deleted').map((row) => row.state);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toEqual(['stored', 'stored']);
    const incomeAfter = (await callApi<IncomeSummary>(`/income/summary?${period}`, session)).current;
    expect(incomeAfter).toEqual(incomeBefore);

    // Disconnected after the question: the demo is left unconnected, its list empty.
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    await page
      .getByRole('navigation', { name: 'Innstillingssider' })
      .getByRole('tab', { name: 'Butikkplattform', exact: true })
      .click();
    await connection.getByRole('button', { name: 'Koble fra' }).click();
    const confirm = page.getByRole('dialog', { name: 'Koble fra butikken?' });
    await confirm.waitFor();
    await expectAccessible(page, 'the disconnect question');
    await confirm.getByRole('button', { name: 'Koble fra' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('form', { name: 'Koble til butikken' }).waitFor();
    const after = await callApi<{ data: ShopPlatform }>('/settings/shop-platform', session);
    expect(after.data).toMatchObject({ connected: false, deliveries: [] });
    // The old address is gone with the connection.
    expect((await deliver(webhookUrl, secret, 'order.created', first)).status).toBe(404);
    expect(problems).toEqual([]);
  });
});
