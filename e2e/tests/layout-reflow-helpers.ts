import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/app';
import { launchBrowser, type TestPage } from '../support/browser';
import { openSignedIn } from './shell-helpers';

/** The settings pages: the type in their route and their tab's title. */
export const SETTINGS: [string, string][] = [
  ['profile', 'Profil'],
  ['company', 'Firma'],
  ['email-sender', 'E-postavsender'],
  ['chat', 'Chat'],
  ['privacy', 'Personvern'],
  ['api-keys', 'API-nøkler'],
  ['shop-platform', 'Butikkplattform'],
  ['users', 'Brukere'],
  ['billing', 'Fakturering'],
  ['ignore-lists', 'Ignorerlister'],
];

/** Every screen of the panel the demo admin may open (spec section 2), with ids the demo data has. */
export const ROUTES = [
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
  '/apps/mailchimp',
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

/** The browser and signed-in pages of one test file, closed after it. */
export function signedInPages() {
  const opened: TestPage[] = [];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser?.close();
  });
  /** The demo admin signed in at `path`, in a window `width` px wide. */
  return async function signedIn(width: number, path = '/dashboard') {
    const testPage = await openSignedIn(browser, 'admin@demo.no', path);
    opened.push(testPage);
    await testPage.page.setViewportSize({ width, height: 800 });
    return testPage;
  };
}

/**
 * Every screen at one width (WCAG 1.4.10 Reflow). A file per width, so that the two widths, the longest
 * browser test, run side by side when the browser tests have two workers.
 */
export function describeReflowAt(width: number): void {
  const signedIn = signedInPages();
  describe(`every screen at ${width} px (WCAG 1.4.10 Reflow)`, () => {
    it('shows its main heading without page-level sideways scrolling', { timeout: 300_000 }, async () => {
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
    });
  });
}
