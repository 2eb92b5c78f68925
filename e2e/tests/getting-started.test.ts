import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

/** Demo Sko AS (account 1) as its owner; nothing is saved, and the stored step lives in this context only. */
const fresh = useFreshPages();
let owner: SessionAnswer;

beforeAll(async () => {
  owner = await signInByApi('eier@demo.no');
  expect(owner.account_id).toBe(1);
});

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const stepUrl = (step: number) => appUrl(`/${owner.account_id}/getting-started/${step}`);

describe('getting-started guide', () => {
  it('walks the four steps by keyboard, axe clean, and resumes at the stored step', {
    timeout: 90_000,
  }, async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/getting-started/1');
    await page.getByRole('heading', { level: 1, name: 'Kom i gang' }).waitFor();
    await stepHeading(page, 'Installer widgeten i nettbutikken').waitFor();
    const tag = page.getByLabel('Skriptkode for widgeten');
    expect(await tag.inputValue()).toBe(
      `<script async src="${new URL(appUrl('/')).origin}/widget.js" data-account="1"></script>`,
    );
    // The demo data has page views, so the step is green.
    await page.getByText(/Vi har sett det første sidebesøket/).waitFor();
    await expectAccessible(page, 'getting-started/1');

    const next = page.getByRole('button', { name: 'Neste' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(2));
    await stepHeading(page, 'Legg inn firmaopplysningene').waitFor();
    await page.getByLabel('Firmanavn').waitFor();
    await expectAccessible(page, 'getting-started/2');

    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(3));
    await stepHeading(page, 'Inviter teamet ditt').waitFor();
    await page.getByRole('button', { name: 'Inviter bruker' }).waitFor();
    await expectAccessible(page, 'getting-started/3');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(4));
    await stepHeading(page, 'Tilpass chatten og gå pålogget').waitFor();
    await page.getByRole('heading', { name: 'Gå pålogget', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Lagre' }).first().waitFor();
    await expectAccessible(page, 'getting-started/4');
    // The last step ends the guide with 'Ferdig' instead of a dead 'Neste'.
    expect(await next.count()).toBe(0);
    await page.getByRole('button', { name: 'Ferdig' }).waitFor();

    // The stepper's steps are reachable from the keyboard too.
    await page.getByRole('tab', { name: /Inviter teamet/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(3));
    await stepHeading(page, 'Inviter teamet ditt').waitFor();

    // Leave, then come back to the bare route: it resumes at step 3.
    await page.goto(appUrl(`/${owner.account_id}/dashboard`));
    await page.getByRole('heading', { level: 1, name: 'Dashbord' }).waitFor();
    await page.goto(appUrl(`/${owner.account_id}/getting-started`));
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(3));
    await stepHeading(page, 'Inviter teamet ditt').waitFor();

    // An unknown step goes to step 1.
    await page.goto(appUrl(`/${owner.account_id}/getting-started/9`));
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(stepUrl(1));
    await stepHeading(page, 'Installer widgeten i nettbutikken').waitFor();
    expect(problems).toEqual([]);
  });
});
