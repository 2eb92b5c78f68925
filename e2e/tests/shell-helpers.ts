import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Page } from 'playwright-core';
import { goSignedIn, signInByApi } from '../support/app';
import { openPage, type TestPage } from '../support/browser';

const sessions = new Map<string, SessionAnswer>();

/** One sign-in per demo user for the whole file: the login limits are the server's to test, not ours. */
export async function sessionOf(email: string): Promise<SessionAnswer> {
  const known = sessions.get(email);
  if (known) return known;
  const session = await signInByApi(email);
  sessions.set(email, session);
  return session;
}

/** A fresh browser context already signed in as `email`, showing `/{account}{path}`. */
export async function openSignedIn(
  browser: Browser,
  email: string,
  path = '/dashboard',
): Promise<TestPage & { session: SessionAnswer }> {
  const testPage = await openPage(browser);
  const session = await sessionOf(email);
  await goSignedIn(testPage.page, session, path);
  return { ...testPage, session };
}

export function mainHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Hovednavigasjon' });
}
