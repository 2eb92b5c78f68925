import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, fullName } from '../support/app';
import { launchBrowser, type TestPage } from '../support/browser';
import { mainHeading, mainNavigation, openSignedIn } from './shell-helpers';

let browser: Browser;
const opened: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function signedIn(width: number, path = '/dashboard') {
  const testPage = await openSignedIn(browser, 'admin@demo.no', path);
  opened.push(testPage);
  await testPage.page.setViewportSize({ width, height: 800 });
  return testPage;
}

const SETTINGS: [string, string][] = [
  ['profile', 'Profil'],
  ['company', 'Firma'],
  ['email-sender', 'E-postavsender'],
  ['chat', 'Chat'],
  ['privacy', 'Personvern'],
  ['api-keys', 'API-nøkler'],
  ['users', 'Brukere'],
  ['billing', 'Fakturering'],
  ['ignore-lists', 'Ignorerlister'],
];

/** Every screen of the panel the demo admin may open (spec section 2), with ids the demo data has. */
const ROUTES = [
  '/dashboard',
  '/income',
  '/products',
  '/products/1',
  '/chat',
  '/popups',
  '/popupbuilder/1',
  '/flows',
  '/flows/builder/1',
  '/emails/campaigns',
  '/emails/templates',
  '/search/keywords',
  '/search/keywords/1/sko',
  '/search/synonyms',
  '/search/synonyms/1',
  '/search/custom',
  '/search/custom/1',
  '/search/history/noresult',
  '/search/settings/details',
  '/search/settings/fields',
  '/search/settings/boosts',
  '/search/search-widgets',
  '/search/search-widgets/1',
  '/templates/search',
  '/templates/rec',
  '/recommendations',
  '/recommendations/1/shop',
  '/template/builder/1/email',
  '/contentbuilder',
  '/discounts/codes',
  '/discounts/codes/1',
  '/discounts/unknown',
  '/apps',
  '/apps/nyhetsbrev',
  ...SETTINGS.map(([type]) => `/settings/${type}`),
  '/accounts',
  '/getting-started/1',
  '/getting-started/2',
  '/getting-started/3',
  '/getting-started/4',
  '/staff/demo',
  '/staff/customers',
  '/staff/plans',
  '/staff/audit',
  '/staff/mailbox',
  '/staff/logins',
  '/staff/jobs',
];

/** How far the page itself scrolls sideways (0 when it fits), once the screen has its data. */
async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });
}

describe('every screen at 320 and 1400 px (WCAG 1.4.10 Reflow)', () => {
  it.each([320, 1400])(
    'shows its main heading without page-level sideways scrolling at %i px',
    { timeout: 300_000 },
    async (width) => {
      const { page, session, problems } = await signedIn(width);
      const failures: string[] = [];
      for (const route of ROUTES) {
        await page.goto(appUrl(`/${session.account_id}${route}`));
        const visible = await page
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor()
          .then(
            () => true,
            () => false,
          );
        if (!visible) {
          failures.push(`${route} (no visible main heading)`);
          continue;
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${route} (+${overflow} px)`);
      }
      expect(failures).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('settings by clicks', () => {
  it('opens every settings page from the navbar and its tabs on a wide screen', async () => {
    const { page, session } = await signedIn(1400);
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    const tabs = page.getByRole('navigation', { name: 'Innstillingssider' });
    for (const [type, title] of SETTINGS) {
      await tabs.getByRole('tab', { name: title, exact: true }).click();
      await page.waitForURL(appUrl(`/${session.account_id}/settings/${type}`));
      await tabs.locator('[aria-current="page"]', { hasText: title }).waitFor();
      // The navbar keeps 'Innstillinger' marked on every settings page.
      expect(await mainNavigation(page).locator('a.active').textContent()).toContain('Innstillinger');
    }
  });

  it('opens every settings page from the drawer and the page select on a phone', async () => {
    const { page, session } = await signedIn(320);
    await mainHeading(page, 'Dashbord').waitFor();
    await page.getByRole('button', { name: 'Åpne navigasjonen' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    const select = page.getByRole('combobox', { name: 'Velg innstillingsside' });
    for (const [type, title] of SETTINGS.slice().reverse()) {
      await select.selectOption({ label: title });
      await page.waitForURL(appUrl(`/${session.account_id}/settings/${type}`));
    }
  });

  it('reaches the settings from the user menu, and from the overflow menu on a phone', async () => {
    const wide = await signedIn(1400);
    await mainHeading(wide.page, 'Dashbord').waitFor();
    await wide.page.getByRole('button', { name: fullName(wide.session) }).click();
    await wide.page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    await wide.page.waitForURL(appUrl(`/${wide.session.account_id}/settings/company`));

    const phone = await signedIn(320);
    await mainHeading(phone.page, 'Dashbord').waitFor();
    await phone.page.getByRole('button', { name: 'Flere valg' }).click();
    for (const name of ['Slå på mørk modus', 'Åpne hurtigpanelet', 'Profil', 'Logg ut']) {
      await phone.page.getByRole('menuitem', { name }).waitFor();
    }
    await phone.page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    await phone.page.waitForURL(appUrl(`/${phone.session.account_id}/settings/company`));
  });

  it('finds a settings page by a word in the menu search', async () => {
    const { page, session } = await signedIn(1400);
    await mainHeading(page, 'Dashbord').waitFor();
    await page.getByRole('combobox', { name: 'Søk i menyen' }).fill('faktura');
    await page.getByRole('option', { name: 'Innstillinger › Fakturering' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(appUrl(`/${session.account_id}/settings/billing`));
  });
});
