import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { appUrl, baseUrl, DEMO_PASSWORD } from '../support/app';

/** A new shop of its own (15-day trial, no plans, terms not accepted), so no other test is affected. */
export async function registerShop(companyName: string): Promise<SessionAnswer> {
  const tokenResponse = await fetch(`${baseUrl()}/api/auth/token`, { method: 'POST' });
  const { token } = (await tokenResponse.json()) as { token: string };
  const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const email = `eier-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.no`;
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      firstname: 'Nina',
      lastname: 'Ny',
      company_name: companyName,
      token,
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionAnswer;
}

/** Opens a page of the account as the given session, as if it had signed in before. */
export async function openAs(page: Page, session: SessionAnswer, path: string): Promise<void> {
  // /404 is open to everyone, signed in or not, so the storage can be set from any starting point.
  await page.goto(appUrl('/404'));
  await page.evaluate((token) => {
    window.localStorage.setItem('access_token', token);
  }, session.access_token);
  await page.goto(appUrl(`/${session.account_id}${path}`));
}
