import { gzipSync } from 'node:zlib';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import {
  connectOperator,
  demoOwner,
  demoShopUrl,
  goToCheckout,
  nextEvent,
  waitForBubble,
} from './widget-helpers';

const shopPage = useFreshPages();
let operator: Socket;

beforeAll(async () => {
  operator = await connectOperator(await demoOwner());
});

afterAll(() => {
  operator?.disconnect();
});

type View = {
  visitor: { uid: string; url: string; page_title: string; cart_total: number; cart: unknown[] };
};

describe('the demo shop', () => {
  it('keeps a cart, reports it and the pages to the operator, and takes an order', async () => {
    const { page, problems } = await shopPage();
    await page.goto(demoShopUrl());
    await waitForBubble(page);
    await expectAccessible(page, 'the demo shop front page');

    // A category filter changes the URL with pushState: the widget reports it as a page view.
    const filtered = nextEvent<View>(operator, 'view', (p) => p.visitor.url.endsWith('?kategori=vintersko'));
    await page.getByRole('link', { name: 'Vintersko' }).click();
    expect((await filtered).visitor.page_title).toBe('Vintersko – Demo Sko');
    expect(await page.getByRole('link', { name: 'Strandsandal', exact: true }).isVisible()).toBe(false);

    await page.getByRole('link', { name: 'Fjellstøvel vinter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fjellstøvel vinter' }).waitFor();
    await waitForBubble(page);
    await expectAccessible(page, 'a product page');
    const carted = nextEvent<View>(operator, 'view', (p) => p.visitor.cart_total === 3598);
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    await page.getByText('Fjellstøvel vinter er lagt i handlekurven.').waitFor();
    expect((await carted).visitor.cart).toEqual([
      { id: 'fjellstovel', name: 'Fjellstøvel vinter', quantity: 2, price: 1799 },
    ]);

    await page.getByRole('link', { name: 'Handlekurv (2)' }).click();
    await page.getByRole('cell', { name: '3 598 kr' }).first().waitFor();
    await expectAccessible(page, 'the cart');
    await page.getByRole('button', { name: 'Én mindre Fjellstøvel vinter' }).click();
    await page.getByRole('link', { name: 'Handlekurv (1)' }).waitFor();

    await goToCheckout(page);
    await expectAccessible(page, 'the checkout');
    await page.getByLabel('Navn').fill('Kari Nordmann');
    await page.getByLabel('E-post').fill('kari@example.no');
    await page.getByLabel('Adresse').fill('Storgata 1, 0155 Oslo');
    const emptied = nextEvent<View>(
      operator,
      'view',
      (p) => p.visitor.cart_total === 0 && p.visitor.cart.length === 0,
    );
    await page.getByRole('button', { name: 'Bekreft bestillingen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Takk for bestillingen!' }).waitFor();
    await page.getByText(/Ordrenummer \d+\. Takk, Kari Nordmann!/).waitFor();
    await emptied;
    await expectAccessible(page, 'the order confirmation');
    expect(problems).toEqual([]);
  });

  it('is accessible with the chat panel open', async () => {
    const { page, problems } = await shopPage();
    await page.goto(demoShopUrl());
    await waitForBubble(page);
    await page.getByRole('button', { name: 'Åpne chat' }).click();
    await page.getByRole('dialog', { name: 'Chat med oss' }).waitFor();
    await expectAccessible(page, 'the demo shop with the chat panel open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Åpne chat' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('asks for name and e-mail when no operator is online', async () => {
    // Testbutikken AS has chat and no operator online in these tests.
    const other = await signInByApi('eier@testbutikken.no');
    const { page, problems } = await shopPage();
    await page.goto(demoShopUrl(`?account=${other.account_id}`));
    await waitForBubble(page);
    await page.getByRole('button', { name: 'Åpne chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat med oss' });
    await panel.getByText(/Vi er ikke på nett akkurat nå/).waitFor();
    await panel.getByLabel('E-post').fill('ikke-en-epost');
    await panel.getByRole('button', { name: 'Lagre' }).click();
    await panel.getByText('Skriv en gyldig e-postadresse.').waitFor();
    await panel.getByLabel('Navn').fill('Ola');
    await panel.getByLabel('E-post').fill('ola@example.no');
    await panel.getByRole('button', { name: 'Lagre' }).click();
    await panel.getByText('Takk! Vi svarer deg på e-post.').waitFor();
    await expectAccessible(page, 'the chat panel offline');
    expect(problems).toEqual([]);
  });

  it('hides the widget for an account without chat', async () => {
    const { page } = await shopPage();
    await page.goto(demoShopUrl('?account=999999'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Åpne chat' }).count()).toBe(0);
  });
});

describe('widget size budget', () => {
  it('keeps the loader under 10 KB and the panel under 60 KB, gzip', async () => {
    const loader = Buffer.from(await (await fetch(`${baseUrl()}/widget.js`)).arrayBuffer());
    const panelPath = /widget\/panel-[\w-]+\.js/.exec(loader.toString())?.[0];
    expect(panelPath).toBeDefined();
    const panel = Buffer.from(await (await fetch(`${baseUrl()}/${panelPath}`)).arrayBuffer());
    const loaderGzip = gzipSync(loader, { level: 9 }).length;
    const panelGzip = gzipSync(panel, { level: 9 }).length;
    console.log(`widget.js ${loaderGzip} B gzip, ${panelPath} ${panelGzip} B gzip`);
    expect(loaderGzip).toBeLessThan(10 * 1024);
    expect(panelGzip).toBeLessThan(60 * 1024);
  });
});
