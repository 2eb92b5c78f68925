import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_REVIEWS_IO } from '../../apps/server/src/modules/apps/fakes/reviews-io';
import { FAKE_RULE } from '../../apps/server/src/modules/apps/fakes/rule';
import { baseUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { moveServerClock } from '../support/clock-control';
import { sharedServer } from '../support/shared-servers';
import { openAs } from './account-helpers';
import { demoOwner, demoShopUrl, goToCheckout, waitForBubble } from './widget-helpers';

/**
 * Apps as a new owner meets them (issue 32): Demo Sko AS has Mailchimp and Trustpilot connected to the demo's
 * local servers; the owner connects Rule and REVIEWS.io by clicks (a wrong key gets Rule's own reason), a
 * consent change and a completed order from the demo shop arrive at those local servers (read through their
 * test-only request log), the health panel shows it, and Rule is disconnected again.
 */
const fresh = useFreshPages();
let owner: SessionAnswer;
let ingestKey: string;

beforeAll(async () => {
  owner = await demoOwner();
  const created = await callApi<{ data: { key: string } }>('/settings/api-keys', owner, {
    method: 'POST',
    body: { label: 'e2e: apps' },
  });
  ingestKey = created.data.key;
});

/** What one of the demo's local services was asked (its test-only log). */
async function requestsTo(service: string): Promise<Array<{ method: string; path: string; body: unknown }>> {
  const server = sharedServer();
  const answer = await fetch(`${baseUrl()}/demo-services/${service}/_requests`, {
    headers: { 'x-test-clock-token': server.testClockToken },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Array<{ method: string; path: string; body: unknown }>;
}

const moveClock = (ms: number) => moveServerClock(baseUrl(), sharedServer().testClockToken, { by: ms });

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A service's card on /apps (its name is the card's heading and link). */
const card = (page: Page, name: string) =>
  page.locator('.MuiPaper-root').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** The page does not scroll sideways at its width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function orderInDemoShop(page: Page, email: string): Promise<string> {
  await page.goto(demoShopUrl());
  await waitForBubble(page);
  await page.getByRole('link', { name: 'Tursandal', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Tursandal' }).waitFor();
  // The shop's script has taken over the page's forms once the widget is there.
  await waitForBubble(page);
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await page.getByText('Tursandal er lagt i handlekurven.').waitFor();
  await page.getByRole('link', { name: 'Handlekurv (1)' }).click();
  await goToCheckout(page);
  await page.getByLabel('Navn').fill('Anne Anmelder');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Adresse').fill('Storgata 1, 0155 Oslo');
  await page.getByRole('button', { name: 'Bekreft bestillingen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' }).waitFor();
  const text = (await page.getByText(/Ordrenummer \d+\./).textContent()) ?? '';
  return /Ordrenummer (\d+)\./.exec(text)?.[1] ?? '';
}

/** The shop's server says the order is completed (paid), as it does through the ingest API. */
async function completeOrder(orderId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/ingest/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ type: 'completed', order_id: orderId }]),
    });
    if (((await response.json()) as { stored: number }).stored === 1) return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} was never stored`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('apps: connect, see what arrives, disconnect', () => {
  it('connects Rule and REVIEWS.io by clicks and shows what reached them', async () => {
    const { page, problems } = await fresh();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openAs(page, owner, '/apps');
    await card(page, 'Mailchimp').getByText('Tilkoblet').waitFor();
    await card(page, 'Trustpilot').getByText('Tilkoblet').waitFor();
    await card(page, 'Rule').getByText('Ikke tilkoblet').waitFor();
    await expectAccessible(page, 'the apps list');
    await screenshot(page, 'apps-1400');

    // Rule: a wrong key first, then the right one.
    await page.getByRole('link', { name: 'Rule', exact: true }).click();
    const key = page.getByLabel('API-nøkkel');
    await key.fill('feil-nokkel');
    await page.getByRole('button', { name: 'Sjekk nøkkelen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Rule godtok ikke nøkkelen' }).waitFor();
    await key.fill(FAKE_RULE.apiKey);
    await page.getByRole('button', { name: 'Sjekk nøkkelen' }).click();
    await page.getByText('Nøkkelen virker.').waitFor();
    await page.getByRole('button', { name: 'Koble til' }).click();
    await page.getByText('Rule er koblet til.').waitFor();
    await page.getByText('Status for sendingen').waitFor();
    await expect(page.getByText(FAKE_RULE.apiKey).count()).resolves.toBe(0);
    await expectAccessible(page, 'a connected newsletter app');

    // A consent change reaches Rule within the scan's minute.
    const email = `apper-${Date.now().toString(36)}@example.no`;
    await callApi('/audience/contacts', owner, { method: 'POST', body: { email, subscribed: true } });
    await moveClock(61_000);
    await moveClock(1_000);
    const toRule = await requestsTo('rule');
    expect(
      toRule.some(
        (request) => request.method === 'POST' && String(JSON.stringify(request.body)).includes(email),
      ),
    ).toBe(true);

    // REVIEWS.io, invitations at once.
    await openAs(page, owner, '/apps/reviews-io');
    await page.getByLabel('API-nøkkel').fill(FAKE_REVIEWS_IO.apiKey);
    await page.getByLabel('Butikk-ID (store ID)').fill(FAKE_REVIEWS_IO.storeId);
    await page.getByRole('button', { name: 'Sjekk nøkkelen' }).click();
    await page.getByText(/Nøkkelen virker/).waitFor();
    await page.getByRole('button', { name: 'Koble til' }).click();
    await page.getByText('REVIEWS.io er koblet til.').waitFor();
    const days = page.getByLabel('Dager etter ordren');
    await days.fill('0');
    await page.getByRole('button', { name: 'Lagre innstillingene' }).click();
    await page.getByText('Innstillingene er lagret.').waitFor();

    // A customer orders in the demo shop; the shop reports it completed; the invitation goes out.
    const shop = await fresh();
    const customer = `anmelder-${Date.now().toString(36)}@example.no`;
    const orderId = await orderInDemoShop(shop.page, customer);
    expect(orderId).not.toBe('');
    await completeOrder(orderId);
    await moveClock(1_000);
    const toReviews = await requestsTo('reviews-io');
    const invitation = toReviews.find((request) => String(JSON.stringify(request.body)).includes(customer));
    expect(invitation?.path).toMatch(/invitation/);
    expect(JSON.stringify(invitation?.body)).toContain(orderId);

    await page.reload();
    const table = page.getByRole('table', { name: 'Siste sendinger' });
    await table
      .getByRole('row', { name: new RegExp(orderId) })
      .getByText('Sendt')
      .waitFor();
    await expectAccessible(page, 'a connected review app with a delivery');

    // At 320 px the page does not scroll sideways; the deliveries scroll inside their table.
    await page.setViewportSize({ width: 320, height: 800 });
    await page
      .getByRole('heading', { name: /REVIEWS\.io/ })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'app-reviews-io-320');

    // Rule disconnected after the question; nothing stays.
    await page.setViewportSize({ width: 1400, height: 900 });
    await openAs(page, owner, '/apps/rule');
    await page.getByRole('button', { name: 'Koble fra' }).click();
    const confirm = page.getByRole('dialog', { name: 'Koble fra Rule?' });
    await expectAccessible(page, 'the disconnect question');
    await confirm.getByRole('button', { name: 'Koble fra' }).click();
    await page.getByText('Rule er koblet fra.').waitFor();
    await openAs(page, owner, '/apps');
    await card(page, 'Rule').getByText('Ikke tilkoblet').waitFor();
    expect(problems).toEqual([]);
  });
});
