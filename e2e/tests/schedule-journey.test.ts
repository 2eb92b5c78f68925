import { randomUUID } from 'node:crypto';
import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, callApi, signInByApi } from '../support/app';
import { useFreshPages } from '../support/browser';
import { setServerClock } from '../support/server-clock';
import { demoShopUrl } from './widget-helpers';

/**
 * Issue 29's dates and schedules, as a shop owner meets them: a countdown's end picked in the builder's
 * date-time picker counts down on the demo shop, and a Christmas banner replaces the shop's default banner at
 * its date (the server's clock moved, support/server-clock.ts). The browsers' clocks are set too, so nothing
 * here depends on the day it runs.
 */
const fresh = useFreshPages();
const RUN = randomUUID().slice(0, 8);
const KEY = 'forside-banner';
// 10:00 in Oslo on Sunday 20 December 2026.
const BEFORE_CHRISTMAS = '2026-12-20T09:00:00.000Z';

interface Block {
  id: number;
}
const made: number[] = [];

afterEach(async () => {
  // The demo account is shared: this run's blocks go, and the server's clock is the real one again.
  await setServerClock(BEFORE_CHRISTMAS);
  const session = await signInByApi('eier@demo.no');
  for (const id of made.splice(0))
    await callApi(`/content-pages/${id}`, session, { method: 'DELETE' }).catch(() => {});
  await setServerClock(null);
});

async function openPanel(session: SessionAnswer, path: string, at: string) {
  const testPage = await fresh();
  await testPage.page.clock.install({ time: new Date(at) });
  await testPage.page.goto(appUrl('/404'));
  await testPage.page.evaluate(
    (token) => window.localStorage.setItem('access_token', token),
    session.access_token,
  );
  await testPage.page.goto(appUrl(`/${session.account_id}${path}`));
  return testPage.page;
}

/** The demo shop as a new visitor sees it (its own browser, nothing pre-answered), with the browser's clock at `at`. */
async function openShop(at: string) {
  const { page } = await fresh({ showShopPopups: true });
  await page.clock.install({ time: new Date(at) });
  await page.goto(demoShopUrl());
  return page;
}

const block = (page: Page) => page.locator(`[data-butikkpanel-block="${KEY}"]`);

describe('dates picked, not typed, and blocks sharing a placement by schedule', { timeout: 180_000 }, () => {
  it('counts down on the shop to the day and time picked in the builder', async () => {
    await setServerClock(BEFORE_CHRISTMAS);
    const session = await signInByApi('eier@demo.no');
    const name = `Julesalg ${RUN}`;
    // A block with a countdown for today only, in the front page's place; its end is set in the builder.
    const created = await callApi<{ data: Block }>('/content-pages', session, {
      method: 'POST',
      body: { name, placement_key: KEY, from: '2026-12-19T23:00:00.000Z', to: '2026-12-20T23:00:00.000Z' },
    });
    made.push(created.data.id);
    await callApi(`/content-pages/${created.data.id}/design`, session, {
      method: 'PUT',
      body: {
        html: `<section><h2>Julesalget ${RUN} slutter om</h2><div class="bp-countdown" data-bp-countdown="2026-12-20T09:30:00.000Z" role="timer">Nedtelling</div></section>`,
        css: '',
      },
    });

    const page = await openPanel(session, `/contentbuilder/${created.data.id}`, BEFORE_CHRISTMAS);
    const canvas = page.frameLocator('iframe.gjs-frame');
    await canvas.locator('[data-bp-countdown]').click();
    // GrapesJS's settings panel (the third of its views: blocks, style, settings, layers).
    await page.locator('.gjs-pn-views .gjs-pn-btn').nth(2).click();
    const label = 'Nedtellingen slutter (norsk tid)';
    await expect.poll(() => page.getByRole('textbox', { name: label }).inputValue()).toBe('20.12.2026 10:30');
    // Picked by clicks: the calendar opens on the month of the end, the 24th, 12:00.
    await page.getByRole('button', { name: `Velg dato og tid: ${label}` }).click();
    const picker = page.getByRole('dialog', { name: label });
    await picker.getByRole('heading', { name: 'desember 2026' }).waitFor();
    await picker.getByRole('button', { name: 'torsdag 24. desember 2026' }).click();
    await picker.getByRole('combobox', { name: 'Time' }).selectOption('12');
    await picker.getByRole('combobox', { name: 'Minutt' }).selectOption('00');
    await picker.getByRole('button', { name: 'Ferdig' }).click();
    expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe('24.12.2026 12:00');
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await page.getByText('Alt er lagret').waitFor();
    await page.getByRole('button', { name: 'Publiser' }).click();
    await page
      .getByText(`«${name}» vises nå på plasseringen «${KEY}» fra 20.12.2026 00:00 til 21.12.2026 00:00.`)
      .waitFor();

    // On the shop: from 10:00 on the 20th to 12:00 on the 24th in Oslo, 4 days and 2 hours, counting down.
    const shop = await openShop(BEFORE_CHRISTMAS);
    const timer = block(shop).getByRole('timer');
    await expect
      .poll(() => timer.textContent(), { timeout: 15_000 })
      .toMatch(/^4 d 0[12] t \d\d min \d\d s$/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).not.toBe(first);
    const [days, hours] = (first ?? '')
      .split(' ')
      .filter((part) => /^\d+$/.test(part))
      .map(Number);
    expect(days).toBe(4);
    expect(hours).toBeGreaterThan(0);
  });

  it('shows a scheduled Christmas banner instead of the default one at its date, as publishing said', async () => {
    await setServerClock(BEFORE_CHRISTMAS);
    const session = await signInByApi('eier@demo.no');
    const name = `Julebanner ${RUN}`;
    const panel = await openPanel(session, '/contentbuilder', BEFORE_CHRISTMAS);
    await panel.getByRole('button', { name: 'Ny side eller blokk' }).first().click();
    const dialog = panel.getByRole('dialog', { name: 'Ny side eller blokk' });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Plasseringsnøkkel' }).fill(KEY);
    // From Christmas Eve 00:00, picked in the calendar; until 27 December 00:00, typed as people write it.
    await dialog.getByRole('button', { name: 'Velg dato og tid: Vises fra' }).click();
    const from = panel.getByRole('dialog', { name: 'Vises fra' });
    await from.getByRole('button', { name: 'torsdag 24. desember 2026' }).click();
    await from.getByRole('button', { name: 'Ferdig' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Vises fra' }).inputValue()).toBe('24.12.2026 00:00');
    await dialog.getByRole('textbox', { name: 'Vises til' }).fill('27.12.2026 00:00');
    const created = panel.waitForResponse(
      (response) => response.url().endsWith('/api/content-pages') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Opprett' }).click();
    const { data } = (await (await created).json()) as { data: Block };
    made.push(data.id);
    await dialog.waitFor({ state: 'hidden' });
    await callApi(`/content-pages/${data.id}/design`, session, {
      method: 'PUT',
      body: { html: `<section><h2>God jul ${RUN}</h2></section>`, css: '' },
    });

    // Publishing says which block the shop shows now, and when this one takes over.
    await panel.goto(appUrl(`/${session.account_id}/contentbuilder/${data.id}`));
    await panel.frameLocator('iframe.gjs-frame').getByText(`God jul ${RUN}`).waitFor();
    await panel.getByRole('button', { name: 'Publiser' }).click();
    await panel
      .getByText(
        `Nå vises «Forsidebanner» på plasseringen «${KEY}» til 24.12.2026 00:00; «${name}» vises fra 24.12.2026 00:00 til 27.12.2026 00:00.`,
      )
      .waitFor();

    const before = await openShop(BEFORE_CHRISTMAS);
    await block(before).getByRole('heading', { name: 'Nye løpesko for våren' }).waitFor();
    expect(await block(before).getByText(`God jul ${RUN}`).count()).toBe(0);

    // Christmas Eve at noon in Oslo, by the server's clock: the Christmas banner in the default's place.
    await setServerClock('2026-12-24T11:00:00.000Z');
    const during = await openShop('2026-12-24T11:00:00.000Z');
    await block(during)
      .getByRole('heading', { name: `God jul ${RUN}` })
      .waitFor();
    expect(await block(during).getByText('Nye løpesko for våren').count()).toBe(0);

    // After its period the default is back.
    await setServerClock('2026-12-27T09:00:00.000Z');
    const after = await openShop('2026-12-27T09:00:00.000Z');
    await block(after).getByRole('heading', { name: 'Nye løpesko for våren' }).waitFor();
  });
});
