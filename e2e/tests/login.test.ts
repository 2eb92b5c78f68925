import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLogin, waitForSubmitEnabled } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, type TestPage } from '../support/browser';

let browser: Browser;
let current: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await current?.context.close();
  await browser?.close();
});

async function fresh(): Promise<TestPage> {
  await current?.context.close();
  current = await openPage(browser);
  return current;
}

describe('login page', () => {
  it('shows the welcome text, a labelled form and the links, and is accessible', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    expect(await page.title()).toBe('Logg inn – Butikkpanel');
    expect(await page.getByLabel('E-post').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Passord').getAttribute('type')).toBe('password');
    expect(await page.getByRole('button', { name: 'Logg inn' }).isDisabled()).toBe(true);
    const create = page.getByRole('link', { name: /Opprett konto/ });
    expect(await create.getAttribute('href')).toBe('https://butikkpanel.no');
    expect(await create.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Glemt passord?' }).getAttribute('href')).toBe(
      '/pub-v2/forgot-password',
    );
    await expectAccessible(page, 'the login page');
    expect(problems).toEqual([]);
  });

  it('shows field errors for empty and short input and keeps submit disabled', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    const submit = page.getByRole('button', { name: 'Logg inn' });

    await page.getByLabel('E-post').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.getByText('Feltet må fylles ut.').waitFor();
    await page.getByText('Skriv inn et passord.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'the login form with empty fields');

    await page.getByLabel('E-post').fill('a@b');
    await page.getByLabel('Passord').fill('abc');
    await page.getByText('Må inneholde mer enn 3 tegn').nth(1).waitFor();
    expect(await page.getByText('Må inneholde mer enn 3 tegn').count()).toBe(2);
    expect(await page.getByLabel('E-post').getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'the login form with short input');
    expect(problems).toEqual([]);
  });

  it('says "Feil brukernavn eller passord." for a wrong password', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    await page.getByLabel('E-post').fill('eier@testbutikken.no');
    await page.getByLabel('Passord').fill('Feil-passord-1');
    await waitForSubmitEnabled(page);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Feil brukernavn eller passord.' });
    await alert.waitFor();
    expect(page.url()).toMatch(/\/pub-v2\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expectAccessible(page, 'the login form with the server error');
    expect(problems).toEqual([]);
  });

  it('loads without MUI, and follows the stored dark mode accessibly', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    // The login page's own markup: MUI's class names appear only once a MUI screen renders.
    expect(await page.locator('[class*="Mui"]').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('dark_mode', '1'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Velkommen til Butikkpanel' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('dark');
    await page.getByLabel('E-post').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.getByText('Skriv inn et passord.').waitFor();
    await expectAccessible(page, 'the login page in dark mode');
    expect(problems).toEqual([]);
  });
});
