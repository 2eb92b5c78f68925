import type { SessionAnswer } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl } from './widget-helpers';

const fresh = useFreshPages();
const RUN = Date.now().toString(36);
const NAME = `Velkommen ${RUN}`;
const CODE = `KRONER${RUN}`.toUpperCase();

interface PopupSummary {
  id: number;
  name: string;
  status: string;
}

let session: SessionAnswer;
/** The demo's live popups, paused for this journey (the shop shows one popup at a time) and back after. */
let pausedOthers: number[] = [];

const popups = async () => (await callApi<{ data: PopupSummary[] }>('/popups', session)).data;

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
  // The code the owner will pick: 150 kr off, so the text can only have it from the code.
  await callApi('/discounts/codes', session, {
    method: 'POST',
    body: { name: `Hundrefemti ${RUN}`, code: CODE, type: 'sum', amount: 150, auto_create_unique: true },
  });
  pausedOthers = (await popups()).filter((popup) => popup.status === 'active').map((popup) => popup.id);
  for (const id of pausedOthers) await callApi(`/popups/${id}/pause`, session, { method: 'POST' });
});

afterAll(async () => {
  for (const id of pausedOthers) await callApi(`/popups/${id}/activate`, session, { method: 'POST' });
  const mine = (await popups()).find((popup) => popup.name === NAME);
  if (mine) await callApi(`/popups/${mine.id}/pause`, session, { method: 'POST' });
});

describe('a popup from "Ny popup" to live', () => {
  it('goes through design, settings, rules and activate, and shows on the shop with the amount of its code', {
    timeout: 180_000,
  }, async () => {
    const { page, problems } = await fresh();
    await page.goto(appUrl('/404'));
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), session.access_token);
    await page.goto(appUrl(`/${session.account_id}/popups`));

    // "Ny popup": a name, and the guided path opens on its first step, the design.
    await page.getByRole('button', { name: 'Ny popup' }).first().click();
    const create = page.getByRole('dialog', { name: 'Ny popup' });
    await create.getByLabel(/^Navn/).fill(NAME);
    await create.getByRole('button', { name: 'Opprett' }).click();
    await page.waitForURL(/\/popupbuilder\/\d+/);
    const steps = page.getByRole('navigation', { name: 'Steg for popupen' });
    await steps.waitFor();
    expect(await steps.getByRole('button').allTextContents()).toEqual([
      '✓Design(ferdig)',
      '2.Innstillinger',
      '3.Regler',
      '4.Aktiver',
    ]);

    // The styled starting design is there, with its consent text and the link to the privacy page.
    const canvas = page.frameLocator('iframe.gjs-frame');
    await canvas.locator('input[name="email"]').waitFor();
    await canvas.getByText(/sier du ja til nyhetsbrev på e-post fra/).waitFor();
    expect(await canvas.getByRole('link', { name: 'personvernerklæringen' }).getAttribute('href')).toBe(
      '/personvern',
    );

    // Settings: the code it hands out.
    await page.getByRole('button', { name: 'Neste: Innstillinger' }).click();
    const settings = page.getByRole('dialog', { name: `Innstillinger for «${NAME}»` });
    await settings.getByRole('combobox', { name: 'Rabattkode' }).click();
    await page.getByRole('option', { name: new RegExp(CODE) }).click();
    await settings.getByRole('button', { name: 'Lagre og gå til regler' }).click();

    // Rules: after a second on the page.
    const rules = page.getByRole('dialog', { name: `Regler for «${NAME}»` });
    await rules.getByRole('button', { name: 'Legg til regler' }).click();
    await rules.getByRole('button', { name: 'Legg til regel i gruppe 1' }).click();
    await page.getByRole('menuitem', { name: 'Tid på siden' }).click();
    await rules.getByLabel(/^Etter/).fill('1');
    await rules.getByRole('button', { name: 'Lagre og gå til aktivering' }).click();

    // Activate: nothing missing any more.
    const activate = page.getByRole('dialog', { name: `Aktiver «${NAME}»` });
    await activate.getByText(/Alt er klart/).waitFor();
    await expectAccessible(page, 'the activate step over the builder', [
      '.gjs-editor-cont',
      '[aria-label="Designet"]',
    ]);
    await activate.getByRole('button', { name: 'Aktiver popupen' }).click();
    await activate.getByText('Popupen er aktiv og vises i butikken etter reglene dine.').waitFor();
    await activate.getByRole('button', { name: 'Lukk' }).click();
    // The canvas names the chosen code's amount, as the shop will.
    await canvas.getByText('150 kr rabatt').waitFor();
    expect((await popups()).find((popup) => popup.name === NAME)?.status).toBe('active');
    expect(problems).toEqual([]);

    // A new visitor of the demo shop, with nothing answered beforehand.
    const visitor = await fresh({ showShopPopups: true });
    await visitor.page.goto(demoShopUrl());
    const dialog = visitor.page.getByRole('dialog', { name: 'Få 150 kr rabatt på første kjøp' });
    await dialog.waitFor();
    await dialog.getByText(/Du kan melde deg av når som helst/).waitFor();
    await dialog.getByLabel('E-post').fill(`ny-${RUN}@example.no`);
    await dialog.getByRole('button', { name: 'Meld meg på' }).click();
    const code = dialog.getByText(/Din rabattkode/);
    await code.waitFor();
    expect(await code.textContent()).toMatch(/Din rabattkode:\s*\S{4,}/);
    expect(visitor.problems).toEqual([]);
  });
});
