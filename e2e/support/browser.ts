import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { watchForFailureReport } from './failure-report';

/**
 * Debian's Chromium, never a downloaded browser. Playwright gives every launch a fresh temporary
 * profile (user-data-dir) and removes it on close.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and Content-Security-Policy refusals seen so far; a test expects none. */
  problems: string[];
}

/**
 * A page in its own context: no storage or cookies shared with other tests. Nothing of the panel is
 * answered beforehand: every test meets the notification question (a bar in the page, never a modal) as a
 * new person does. The shops' popups are another matter (the demo shop's welcome popup is a modal 5 s after
 * the first page): the visitor counts as a subscriber unless a test is about them.
 */
export async function openPage(
  browser: Browser,
  options: { showShopPopups?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ locale: 'nb-NO', viewport: { width: 1280, height: 800 } });
  if (!options.showShopPopups) {
    await context.addInitScript(() => {
      if (window !== window.top) return;
      // The widget's memory is per account (apps/widget/src/popup/frequency.ts): written for the account of
      // the widget's script as soon as the element appears, before its popup chunk reads it.
      const remember = (script: Element) => {
        const account = (script as HTMLScriptElement).dataset.account;
        const key = `butikkpanel:${account}:popups`;
        if (account && !window.localStorage.getItem(key)) {
          window.localStorage.setItem(key, JSON.stringify({ 0: { submitted: true } }));
        }
      };
      const selector = 'script[data-account][src*="widget.js"]';
      new MutationObserver((_changes, observer) => {
        const script = document.querySelector(selector);
        if (!script) return;
        remember(script);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const page = await context.newPage();
  watchForFailureReport(page);
  // Shorter than the test's own limit (30 s), so a stuck step fails with the locator it waited for; long
  // enough for a first screen's lazy chunk on two cores shared with the server, its database and Chromium
  // (at 10 s, one wait in about three full runs ran out on a loaded machine).
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return { context, page, problems };
}

/**
 * For a test file: one Chromium for the file, and a function that opens a page in a fresh context; every
 * context and the browser are closed after the file.
 */
export function useFreshPages(): (options?: Parameters<typeof openPage>[1]) => Promise<TestPage> {
  let browser: Browser | undefined;
  const opened: TestPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await browser?.close();
  });
  return async (options) => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    const testPage = await openPage(browser, options);
    opened.push(testPage);
    return testPage;
  };
}
