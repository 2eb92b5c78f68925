import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, type TestPage } from '../support/browser';

let browser: Browser;
let testPage: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await testPage?.context.close();
  await browser?.close();
});

describe('unknown routes', () => {
  it('shows the 404 page for /pub-v2/nonsense, with a link to the login page', async () => {
    testPage = await openPage(browser);
    const { page, problems } = testPage;
    await page.goto(appUrl('/nonsense'));
    await page.waitForURL(appUrl('/404'));
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    await page.getByText('Fant ikke siden.').waitFor();
    await expectAccessible(page, 'the 404 page');

    await page.getByRole('link', { name: 'Gå til innloggingen' }).click();
    await page.waitForURL(appUrl('/login'));
    expect(problems).toEqual([]);
  });
});
