import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/app';
import { launchBrowser, openPage, type TestPage } from '../support/browser';
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

async function signedIn(email: string, path?: string) {
  const testPage = await openSignedIn(browser, email, path);
  opened.push(testPage);
  return testPage;
}

describe('navigation per role', () => {
  it.each([
    ['eier@demo.no', false],
    ['staff@demo.no', false],
    ['partner@demo.no', true],
    ['admin@demo.no', true],
  ])('%s sees the staff entry: %s', async (email, seesStaff) => {
    const { page, problems } = await signedIn(email);
    await mainHeading(page, 'Dashbord').waitFor();
    const nav = mainNavigation(page);
    await nav.getByRole('link', { name: 'Dashbord' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(seesStaff ? 1 : 0);
    expect(await nav.getByRole('link', { name: 'Logg ut' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('lets a staff user open /staff without a menu entry, and sends a merchant from it to the dashboard', async () => {
    const staff = await signedIn('staff@demo.no', '/staff');
    await mainHeading(staff.page, 'Demoperioder').waitFor();
    expect(staff.page.url()).toBe(appUrl(`/${staff.session.account_id}/staff/demo`));

    const merchant = await signedIn('eier@demo.no', '/staff/demo');
    await mainHeading(merchant.page, 'Dashbord').waitFor();
    expect(merchant.page.url()).toBe(appUrl(`/${merchant.session.account_id}/dashboard`));
  });
});

describe('redirects', () => {
  it('sends / to /login and an unknown route to /404', async () => {
    const testPage = await openPage(browser);
    opened.push(testPage);
    await testPage.page.goto(appUrl('/'));
    await testPage.page.waitForURL(appUrl('/login'));
    await testPage.page.goto(appUrl('/ingen/slik/side'));
    await testPage.page.waitForURL(appUrl('/404'));
  });

  it.each([
    ['', '/dashboard'],
    ['/settings', '/settings/profile'],
    ['/search/settings', '/search/settings/details'],
    ['/templates', '/templates/rec'],
    ['/getting-started', '/getting-started/1'],
  ])('sends /{account}%s to %s', async (from, to) => {
    const { page, session } = await signedIn('eier@demo.no', from);
    await page.waitForURL(appUrl(`/${session.account_id}${to}`));
  });
});

/** Every account route of spec section 2 and its Norwegian title, for eier@demo.no (all packages). */
const TITLES: [string, string][] = [
  ['/dashboard', 'Dashbord'],
  ['/income', 'Inntekter'],
  ['/popups', 'Popups'],
  ['/popupbuilder/1', 'Popup-bygger'],
  ['/flows', 'Flyter'],
  ['/flows/builder/1', 'Flytbygger'],
  ['/emails/campaigns', 'E-postkampanjer'],
  ['/emails/templates', 'E-postmaler'],
  ['/search/keywords', 'Søkeord'],
  ['/search/keywords/1/sko', 'Søkeord'],
  ['/search/synonyms', 'Synonymer'],
  ['/search/synonyms/1', 'Synonym'],
  ['/search/custom', 'Egendefinerte søkeresultater'],
  ['/search/custom/1', 'Egendefinert søkeresultat'],
  ['/search/history/noresult', 'Søk uten resultat'],
  ['/search/settings/details', 'Søkeinnstillinger'],
  ['/search/search-widgets', 'Søkewidgeter'],
  ['/search/search-widgets/1/shop', 'Søkewidget'],
  ['/templates/search', 'Søkemaler'],
  ['/templates/rec', 'Anbefalingsmaler'],
  ['/recommendations', 'Anbefalingswidgeter'],
  ['/recommendations/1/shop', 'Anbefalingswidget'],
  ['/template/builder/1/email', 'Malbygger'],
  ['/contentbuilder', 'Innholdsbygger'],
  ['/contentbuilder/1', 'Innholdsbygger'],
  ['/chat', 'Chat'],
  ['/chat/abc', 'Chat'],
  ['/products', 'Produkter'],
  ['/products/1', 'Produkt'],
  ['/discounts/codes', 'Rabattkoder'],
  ['/discounts/codes/new', 'Ny rabattkode'],
  ['/discounts/unknown', 'Ukjente rabattkoder'],
  ['/apps', 'Apper og integrasjoner'],
  ['/apps/mailchimp', 'Mailchimp'],
  ['/settings/company', 'Innstillinger'],
  ['/getting-started/2', 'Kom i gang'],
];

describe('every account screen', () => {
  it('shows its title for eier@demo.no, in the layout its route asks for', { timeout: 300_000 }, async () => {
    const { page, session, problems } = await signedIn('eier@demo.no');
    await mainHeading(page, 'Dashbord').waitFor();
    for (const [path, title] of TITLES) {
      await page.goto(appUrl(`/${session.account_id}${path}`));
      await mainHeading(page, title).waitFor();
      // The builders (popupbuilder/1, contentbuilder/1, flows/builder/1 …) are full screen; the content list is not.
      const fullscreen = /builder\//.test(path);
      expect(await mainNavigation(page).count(), path).toBe(fullscreen ? 0 : 1);
    }
    await page.goto(appUrl(`/${session.account_id}/accounts`));
    await mainNavigation(page).getByRole('link', { name: 'Mine kontoer' }).waitFor();
    expect(problems).toEqual([]);
  });
});
