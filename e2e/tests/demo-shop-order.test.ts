import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoOwner, demoShopUrl, goToCheckout, waitForBubble } from './widget-helpers';

const shopPage = useFreshPages();
let apiKey: string;

beforeAll(async () => {
  const owner = await demoOwner();
  const created = await callApi<{ data: { key: string } }>('/settings/api-keys', owner, {
    method: 'POST',
    body: { label: 'e2e: demo shop order' },
  });
  apiKey = created.data.key;
});

/**
 * Whether the order is stored in Demo Sko AS, asked through the ingest API: `completed` is stored for a known
 * order and refused as `order_not_found` for an unknown one (and a completed order still counts).
 */
async function orderStored(orderId: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/api/ingest/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ type: 'completed', order_id: orderId }]),
  });
  const answer = (await response.json()) as { stored: number };
  return answer.stored === 1;
}

describe('an order in the demo shop', () => {
  it('is reported by the confirmation page through the widget and stored for Demo Sko AS', async () => {
    const { page, problems } = await shopPage();
    await page.goto(`${demoShopUrl()}?utm_source=e2e`);
    await waitForBubble(page);
    await page.getByRole('link', { name: 'Tursandal', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tursandal' }).waitFor();
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    await page.getByText('Tursandal er lagt i handlekurven.').waitFor();
    await page.getByRole('link', { name: 'Handlekurv (1)' }).click();
    await goToCheckout(page);
    await page.getByLabel('Navn').fill('Ola Nordmann');
    await page.getByLabel('E-post').fill('ola@example.no');
    await page.getByLabel('Adresse').fill('Kirkegata 2, 7013 Trondheim');
    await page.getByRole('button', { name: 'Bekreft bestillingen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' }).waitFor();
    const text = (await page.getByText(/Ordrenummer \d+\./).textContent()) ?? '';
    const orderId = /Ordrenummer (\d+)\./.exec(text)?.[1] ?? '';
    expect(orderId).not.toBe('');
    await waitForBubble(page);
    await expectAccessible(page, 'the order confirmation that reports the order');

    const deadline = Date.now() + 10_000;
    let stored = await orderStored(orderId);
    while (!stored && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stored = await orderStored(orderId);
    }
    expect(stored).toBe(true);
    // An order number the shop never had is not there: the probe itself tells the difference.
    expect(await orderStored(`${orderId}-finnes-ikke`)).toBe(false);
    // A reload of the confirmation reports the same order again; it still counts once (checked by the server tests).
    await page.reload();
    await page.getByText(`Ordrenummer ${orderId}.`).waitFor();
    expect(problems).toEqual([]);
  });
});
