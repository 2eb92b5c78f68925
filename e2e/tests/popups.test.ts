import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl } from './widget-helpers';

const fresh = useFreshPages();

/** The demo account is shared with other tests: this run's popup, field and visitor carry its own name. */
const RUN = Date.now().toString(36);
const NAME = `Høstsalg ${RUN}`;
const EMAIL = `popup-${RUN}@example.no`;
const DELAY_SECONDS = 2;

interface PopupSummary {
  id: number;
  name: string;
  status: string;
  views: number;
  submissions: number;
}

let session: SessionAnswer;
/** The popup this file makes live: paused after, so it does not open over the demo shop in later files. */
let created: number | null = null;

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
});
afterAll(async () => {
  if (created !== null) await callApi(`/popups/${created}/pause`, session, { method: 'POST' });
});

async function openSignedIn(path: string) {
  const testPage = await fresh();
  await goSignedIn(testPage.page, session, path);
  return testPage;
}

function settled(page: Page) {
  return page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
}

const popups = async () => (await callApi<{ data: PopupSummary[] }>('/popups', session)).data;

/** The element that has focus, as the shop's page sees it: the popup's host while focus is inside it. */
const focusedHost = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('popups from the builder to the shop', () => {
  it('are built with a form field and a saved component, set up, activated, shown after their delay, submitted for a code and counted', async () => {
    const { page, problems } = await openSignedIn('/popups');

    // A new popup, reached from the list by clicks.
    await page.getByRole('button', { name: 'Ny popup' }).first().click();
    const create = page.getByRole('dialog', { name: 'Ny popup' });
    await create.getByLabel(/^Navn/).fill(NAME);
    await create.getByRole('button', { name: 'Opprett' }).click();
    // A new popup opens in the builder, the first step of its way to live.
    await page.waitForURL(/\/popupbuilder\/\d+/);
    const popupId = Number(/popupbuilder\/(\d+)/.exec(page.url())?.[1]);
    created = popupId;
    const canvas = page.frameLocator('iframe.gjs-frame');
    await canvas.locator('input[name="email"]').waitFor();

    // A text field for the first name: the placeholder rule first (spec section 5), then the field.
    await page.getByRole('button', { name: 'Mer' }).click();
    await page.getByRole('menuitem', { name: 'Legg til skjemafelt' }).click();
    const field = page.getByRole('dialog', { name: 'Legg til skjemafelt' });
    await field.getByLabel(/^Ledetekst/).fill('Fornavn');
    await field.getByLabel(/^Feltnavn/).fill('fornavn');
    await field.getByRole('button', { name: 'Legg til felt' }).click();
    await field.getByText('Plassholderteksten kan ikke være tom.').waitFor();
    await field.getByLabel(/^Plassholder/).fill('Kari');
    await field.getByRole('button', { name: 'Legg til felt' }).click();
    await canvas.locator('input[name="fornavn"]').waitFor();
    await page.getByText('Ikke lagret').waitFor();

    // The heading saved as a component of the popup builder: a block of its own from now on.
    await canvas.locator('h2').first().click();
    await page.getByRole('button', { name: 'Mer' }).click();
    await page.getByRole('menuitem', { name: 'Lagre valgt del som komponent' }).click();
    const component = page.getByRole('dialog', { name: 'Lagre som komponent' });
    await component.getByLabel(/^Tittel/).fill(`Overskrift ${RUN}`);
    await component.getByLabel(/^Gruppe/).fill('E2E');
    await component.getByRole('button', { name: 'Lagre komponent' }).click();
    await page.getByText('Komponenten er lagret.').waitFor();
    await page
      .locator('.gjs-block')
      .filter({ hasText: `Overskrift ${RUN}` })
      .waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await page.getByText('Alt er lagret').waitFor();
    await settled(page);
    await expectAccessible(page, 'the popup builder outside its canvas', [
      '.gjs-editor-cont',
      '[aria-label="Designet"]',
    ]);

    // Settings: the demo's popup template code; rules: after a delay.
    await page.getByRole('link', { name: 'Tilbake til popups' }).click();
    await page.getByRole('button', { name: `Flere handlinger for «${NAME}»` }).click();
    await page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    const settings = page.getByRole('dialog', { name: `Innstillinger for «${NAME}»` });
    await settings.getByRole('combobox', { name: 'Rabattkode' }).click();
    await page.getByRole('option', { name: /POPUP10/ }).click();
    await settings.getByRole('button', { name: 'Lagre' }).click();
    await settings.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Flere handlinger for «${NAME}»` }).click();
    await page.getByRole('menuitem', { name: 'Regler' }).click();
    const rules = page.getByRole('dialog', { name: `Regler for «${NAME}»` });
    await rules.getByRole('button', { name: 'Legg til regler' }).click();
    await rules.getByRole('button', { name: 'Legg til regel i gruppe 1' }).click();
    await page.getByRole('menuitem', { name: 'Tid på siden' }).click();
    await rules.getByLabel(/^Etter/).fill(String(DELAY_SECONDS));
    await rules.getByRole('button', { name: 'Lagre regler' }).click();
    await rules.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Flere handlinger for «${NAME}»` }).click();
    await page.getByRole('menuitem', { name: 'Aktiver' }).click();
    await page.getByText('Popupen er aktivert.').waitFor();
    expect((await popups()).find((popup) => popup.id === popupId)?.status).toBe('active');
    expect(problems).toEqual([]);

    // A new visitor of the demo shop, who has already seen the demo's own welcome popup this week.
    const welcome = (await popups()).find((popup) => popup.name === 'Velkomstrabatt');
    const visitor = await fresh({ showShopPopups: true });
    await visitor.context.addInitScript(
      ({ account, seen }) => {
        const key = `butikkpanel:${account}:popups`;
        if (!window.localStorage.getItem(key)) {
          window.localStorage.setItem(key, JSON.stringify(seen ? { [seen]: { shown: Date.now() } } : {}));
        }
      },
      { account: session.account_id, seen: welcome?.id ?? null },
    );
    await visitor.page.goto(demoShopUrl());

    // The content block is drawn in its place on the front page.
    await visitor.page.getByText('Nye løpesko for våren').waitFor();

    const dialog = visitor.page.getByRole('dialog', { name: 'Få 10 % rabatt på første kjøp' });
    await dialog.waitFor();
    const shownAfter = await visitor.page.evaluate(() => performance.now());
    expect(shownAfter).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    await expect.poll(() => dialog.locator('input[name="fornavn"]').count()).toBe(1);
    await expectAccessible(visitor.page, 'the demo shop with the popup open');

    // Focus is in the popup and stays there: a full round of Tab never leaves it.
    for (let step = 0; step < 6; step++) {
      await visitor.page.keyboard.press('Tab');
      expect(await focusedHost(visitor.page)).toBe('butikkpanel-popup');
    }

    await dialog.getByLabel('E-post').fill(EMAIL);
    await dialog.getByLabel('Fornavn').fill('Kari');
    await dialog.getByRole('button', { name: 'Meld meg på' }).click();
    const code = dialog.getByText(/Din rabattkode/);
    await code.waitFor();
    expect(await code.textContent()).toMatch(/Din rabattkode:\s*\S{4,}/);
    expect(visitor.problems).toEqual([]);

    // Escape closes it and it stays closed after a submit.
    await visitor.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The submission in the popup's figures, and the subscriber in the audience.
    await expect
      .poll(async () => (await popups()).find((popup) => popup.id === popupId)?.submissions, {
        timeout: 10_000,
      })
      .toBe(1);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    // One view, one submission: all of them converted.
    expect(await row.textContent()).toMatch(/100\s%/);

    await page.goto(appUrl(`/${session.account_id}/emails/subscribers`));
    await page.getByRole('searchbox', { name: 'Søk i e-post og navn' }).fill(EMAIL);
    await page.getByText(EMAIL).first().waitFor();
    // The owner's whole way from 'Ny popup' through the four steps, then a visitor's: longer than one screen's 30 s.
  }, 90_000);
});
