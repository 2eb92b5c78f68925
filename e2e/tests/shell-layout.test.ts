import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fullName } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, type TestPage } from '../support/browser';
import { mainHeading, mainNavigation, openSignedIn, sessionOf } from './shell-helpers';

let browser: Browser;
const opened: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

/**
 * Layout choices are saved in the user's data on the server too; later files sign in as the same demo
 * users and must find the default layout, so each test's choices are undone.
 */
afterEach(async () => {
  for (const email of ['eier@demo.no', 'admin@demo.no']) {
    await callApi('/auth/user/data', await sessionOf(email), { method: 'PUT', body: { settings: {} } });
  }
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function signedIn(email: string, path?: string) {
  const testPage = await openSignedIn(browser, email, path);
  opened.push(testPage);
  await mainHeading(testPage.page, path === '/income' ? 'Inntekter' : 'Dashbord').waitFor();
  return testPage;
}

const paperWidth = (testPage: TestPage) =>
  testPage.page.evaluate(
    () =>
      document.querySelector('nav[aria-label="Hovednavigasjon"] .MuiDrawer-paper')?.getBoundingClientRect()
        .width,
  );

describe('the signed-in layout', () => {
  it('is accessible, with its toolbar, navigation, footer and quick panel', async () => {
    const testPage = await signedIn('eier@demo.no');
    const { page, problems } = testPage;
    await expectAccessible(page, 'the signed-in layout');
    await page.getByRole('button', { name: fullName(testPage.session) }).click();
    await page.getByRole('menuitem', { name: 'Profil' }).waitFor();
    // The menu grows in; axe rates contrast only once it is fully opaque.
    await page.waitForFunction(() => {
      const paper = document.querySelector('[role="menu"]')?.closest('.MuiPaper-root');
      return paper !== null && paper !== undefined && getComputedStyle(paper).opacity === '1';
    });
    await expectAccessible(page, 'the user menu');
    await page.keyboard.press('Escape');
    await page.locator('[role="menu"]').waitFor({ state: 'detached' });
    // By keyboard, so no hover tooltip is left fading over the panel while axe looks.
    await page.getByRole('button', { name: 'Åpne hurtigpanelet' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Ingen varsler ennå').waitFor();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await expectAccessible(page, 'the quick panel');
    expect(problems).toEqual([]);
  });

  it('folds the navbar, opens it on hover after a short delay, and keeps it folded over a reload', async () => {
    const testPage = await signedIn('eier@demo.no');
    const { page } = testPage;
    expect(await paperWidth(testPage)).toBe(280);
    await page.getByRole('button', { name: 'Skjul navigasjonen' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Hovednavigasjon"] .MuiDrawer-paper')?.getBoundingClientRect()
          .width === 64,
    );
    await mainNavigation(page).hover({ position: { x: 20, y: 300 } });
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Hovednavigasjon"] .MuiDrawer-paper')?.getBoundingClientRect()
          .width === 280,
    );
    await page.mouse.move(900, 400);
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Hovednavigasjon"] .MuiDrawer-paper')?.getBoundingClientRect()
          .width === 64,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Vis navigasjonen' }).waitFor();
    expect(await mainNavigation(page).getAttribute('data-folded')).toBe('true');
    await expectAccessible(page, 'the folded navbar');
  });

  it('keeps dark mode over a reload', async () => {
    const { page } = await signedIn('eier@demo.no');
    await page.getByRole('button', { name: 'Slå på mørk modus' }).click();
    await page.getByRole('button', { name: 'Slå av mørk modus' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Slå av mørk modus' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');
    await expectAccessible(page, 'the layout in dark mode');
  });

  it('searches the menu by keyboard alone', async () => {
    const { page, session } = await signedIn('eier@demo.no');
    await page.getByRole('combobox', { name: 'Søk i menyen' }).focus();
    await page.keyboard.type('rabatt');
    await page.getByRole('option', { name: 'Rabattkoder', exact: true }).waitFor();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
    // The first suggestion is highlighted; the arrow moves to the second.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await mainHeading(page, 'Ukjente rabattkoder').waitFor();
    expect(page.url()).toMatch(new RegExp(`/${session.account_id}/discounts/unknown$`));

    await page.getByRole('combobox', { name: 'Søk i menyen' }).focus();
    await page.keyboard.type('finnes ikke');
    await page.getByText('Ingen resultater..').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Ingen resultater..').waitFor({ state: 'detached' });
  });

  it('stars a page as a shortcut that survives a reload', async () => {
    const testPage = await signedIn('admin@demo.no', '/income');
    const { page } = testPage;
    await page.getByRole('button', { name: 'Legg Inntekter til i snarveier' }).click();
    await page.getByText('Brukerdata er lagret').waitFor();
    await page.reload();
    const shortcuts = page.getByRole('navigation', { name: 'Snarveier' });
    await shortcuts.getByRole('link', { name: 'Inntekter' }).waitFor();
    // Leave the demo user as it was.
    await page.getByRole('button', { name: 'Fjern Inntekter fra snarveier' }).click();
    await shortcuts.waitFor({ state: 'detached' });
    const session = await sessionOf('admin@demo.no');
    const me = await callApi<{ user: { data: { shortcuts: string[] } } }>('/auth/me', session);
    expect(me.user.data.shortcuts).toEqual([]);
  });

  it('puts the navigation in a drawer on a small screen', async () => {
    const { page, session } = await signedIn('eier@demo.no');
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Åpne navigasjonen' }).click();
    const nav = mainNavigation(page);
    await nav.getByRole('link', { name: 'Inntekter' }).click();
    await mainHeading(page, 'Inntekter').waitFor();
    expect(page.url()).toMatch(new RegExp(`/${session.account_id}/income$`));
    // Following a link closes the drawer.
    await nav.waitFor({ state: 'hidden' });
    await expectAccessible(page, 'the layout on a small screen');
  });
});
