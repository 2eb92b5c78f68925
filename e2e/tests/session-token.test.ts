import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, callApi, fullName, openLogin, signIn, signInByApi } from '../support/app';
import { useFreshPages } from '../support/browser';

const fresh = useFreshPages();

/** Puts a token in the page's storage as an earlier visit would have left it. */
async function storeToken(page: Page, token: string): Promise<void> {
  await openLogin(page);
  await page.evaluate((value) => window.localStorage.setItem('access_token', value), token);
}

describe('session', () => {
  it('signs in with a one-time token and account_id, and refuses the same token twice', async () => {
    const owner = await signInByApi('eier@demo.no');
    const { token } = await callApi<{ token: string }>('/me/token', owner);
    const query = `?token=${encodeURIComponent(token)}&account_id=${owner.account_id}`;
    const { page, problems } = await fresh();

    await page.goto(appUrl(`/login${query}`));
    await page.waitForURL(appUrl(`/${owner.account_id}/dashboard`));
    expect(await page.evaluate(() => window.localStorage.getItem('last_account_id'))).toBe(
      String(owner.account_id),
    );

    // Used tokens are refused: the session ends and the login page says why.
    await page.goto(appUrl(`/login${query}`));
    await page.getByText('Innlogging med token mislyktes').waitFor();
    await page.waitForURL(appUrl('/login'));
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('asks before a link signs in as someone else, and staying keeps the session and the link unused', async () => {
    const other = await signInByApi('staff@demo.no');
    const { token } = await callApi<{ token: string }>('/me/token', other);
    const { page, problems } = await fresh();
    await openLogin(page);
    const mine = await signIn(page, 'eier@demo.no');
    await page.waitForURL(appUrl(`/${mine.account_id}/dashboard`));

    await page.goto(appUrl(`/login?token=${encodeURIComponent(token)}&account_id=${other.account_id}`));
    const dialog = page.getByRole('dialog', { name: 'Du er allerede logget inn' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`logger inn som ${fullName(other)} (staff@demo.no)`);
    await page.getByRole('button', { name: `Bli værende som ${fullName(mine)}` }).click();
    await page.waitForURL(appUrl(`/${mine.account_id}/dashboard`));
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token')}` },
      });
      return ((await response.json()) as { user: { email: string } }).user.email;
    });
    expect(me).toBe('eier@demo.no');
    // The link was not used: it still tells whose it is.
    const owner = await fetch(`${baseUrl()}/api/auth/login/token/owner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(owner.status).toBe(200);
    expect(problems).toEqual([]);
  });

  it("switches to the link's user only when asked to", async () => {
    const other = await signInByApi('staff@demo.no');
    const { token } = await callApi<{ token: string }>('/me/token', other);
    const { page, problems } = await fresh();
    await openLogin(page);
    await signIn(page, 'eier@demo.no');
    await page.goto(appUrl(`/login?token=${encodeURIComponent(token)}&account_id=${other.account_id}`));
    await page.getByRole('button', { name: `Fortsett som ${fullName(other)}` }).click();
    await page.waitForURL(appUrl(`/${other.account_id}/dashboard`));
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token')}` },
      });
      return ((await response.json()) as { user: { email: string } }).user.email;
    });
    expect(me).toBe('staff@demo.no');
    expect(problems).toEqual([]);
  });

  it('starts as a guest with the session-expired message when the stored token has expired', async () => {
    const { page, problems } = await fresh();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
    await storeToken(page, expired);

    await page.goto(appUrl('/1/dashboard'));
    await page.waitForURL(appUrl('/login'));
    await page.getByText('Økten din er utløpt. Logg inn på nytt.').waitFor();
    expect(problems).toEqual([]);
  });

  it('logs out with a message when the server refuses the token', async () => {
    const { page, problems } = await fresh();
    await openLogin(page);
    const session = await signIn(page, 'eier@demo.no');
    await page.waitForURL(appUrl(`/${session.account_id}/dashboard`));

    // The token is revoked elsewhere (another tab's logout); the next call gets 401.
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    await fetch(appUrl('').replace('/pub-v2', '/api/auth/logout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    await page.reload();
    await page.waitForURL(appUrl('/login'));
    await page.getByText(/Du har ikke tilgang|Økten din er utløpt/).waitFor();
    expect(problems).toEqual([]);
  });
});
