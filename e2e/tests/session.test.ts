import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  DEMO_PASSWORD,
  fullName,
  openLogin,
  signIn,
  signInByApi,
  waitForSubmitEnabled,
} from '../support/app';
import { expectAccessible } from '../support/axe';
import { type TestPage, useFreshPages } from '../support/browser';

const fresh = useFreshPages();

const focusedName = (testPage: TestPage) =>
  testPage.page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

describe('signing in and out', () => {
  it('signs eier@demo.no in by keyboard alone and lands on the dashboard with the name', async () => {
    const testPage = await fresh();
    const { page, problems } = testPage;
    await openLogin(page);

    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(testPage)).toBe('email');
    await page.keyboard.type('eier@demo.no');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(testPage)).toBe('password');
    await page.keyboard.type(DEMO_PASSWORD);
    await waitForSubmitEnabled(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.keyboard.press('Enter');
    const session = await (await answer).json();

    await page.waitForURL(appUrl(`/${session.account_id}/dashboard`));
    await page.getByRole('heading', { level: 1, name: 'Dashbord' }).waitFor();
    await page.getByText(`Innlogget som ${fullName(session)}`).waitFor();
    // A conversation another file left unread puts its count first ("(1) "): that prefix is chat's to test.
    expect(await page.title()).toMatch(/^(\(\d+\) )?Dashbord – Butikkpanel$/);
    await expectAccessible(page, 'the dashboard');

    // A reload signs in again with the stored token.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashbord' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends a guest from a protected URL to login and back to that URL after signing in', async () => {
    const { account_id: accountId } = await signInByApi('eier@testbutikken.no');
    const target = appUrl(`/${accountId}/dashboard`);
    const { page, problems } = await fresh();

    await page.goto(target);
    await page.waitForURL(appUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Velkommen til Butikkpanel' }).waitFor();
    const session = await signIn(page, 'eier@testbutikken.no');

    await page.waitForURL(target);
    await page.getByText(`Innlogget som ${fullName(session)}`).waitFor();
    expect(problems).toEqual([]);
  });

  it('stays signed in when the page is reloaded while a call is still waiting', async () => {
    const session = await signInByApi('eier@demo.no');
    const { page, problems } = await fresh();
    await page.goto(appUrl('/404'));
    await page.evaluate((token) => localStorage.setItem('access_token', token), session.access_token);
    // The dashboard's figures are held, so the reload cuts the call off: the browser then fails it as if the
    // server had not answered, which must not end the session (it did: the reloaded page was the login).
    const figures = '**/api/dashboard';
    await page.route(figures, () => {});
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/dashboard'));
    await page.goto(appUrl(`/${session.account_id}/dashboard`));
    await asked;
    await page.unroute(figures);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashbord' }).waitFor();
    await page.getByText(`Innlogget som ${fullName(session)}`).waitFor();
    expect(page.url()).toBe(appUrl(`/${session.account_id}/dashboard`));
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it('logs out back to the login page, and the old token no longer works', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    const session = await signIn(page, 'eier@demo.no');
    await page.getByRole('heading', { level: 1, name: 'Dashbord' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();

    await page.getByRole('link', { name: 'Logg ut' }).click();
    await page.waitForURL(appUrl('/login'));
    await page.getByRole('heading', { level: 1, name: 'Velkommen til Butikkpanel' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    const me = await fetch(`${baseUrl()}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    // The dashboard is closed again.
    await page.goto(appUrl(`/${session.account_id}/dashboard`));
    await page.waitForURL(appUrl('/login'));
    expect(problems).toEqual([]);
  });
});
