import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { receivedMailsTo } from './mail-catcher';
import { sharedServer } from './shared-servers';

export const DEMO_PASSWORD = 'Demo1234!';

export function baseUrl(): string {
  return sharedServer().baseUrl;
}

/** A URL of the web app, below its base path. */
export function appUrl(path: string): string {
  return `${baseUrl()}/pub-v2${path}`;
}

/** Waits until the login form can be sent: the anti-forgery token is loaded and the fields are valid. */
export async function waitForSubmitEnabled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return button !== null && !button.disabled;
  });
}

export async function openLogin(page: Page): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByRole('heading', { level: 1, name: 'Velkommen til Butikkpanel' }).waitFor();
}

/** Opens `path` of the session's account in `page`, signed in with the session's token (no login form). */
export async function goSignedIn(page: Page, session: SessionAnswer, path: string): Promise<void> {
  await page.goto(appUrl('/404'));
  await page.evaluate((token) => window.localStorage.setItem('access_token', token), session.access_token);
  await page.goto(appUrl(`/${session.account_id}${path}`));
}

/** Signs in through the form and returns the server's answer. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<SessionAnswer> {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await waitForSubmitEnabled(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  return (await (await answer).json()) as SessionAnswer;
}

/** Signs in over HTTP alone (token, cookie, login), for tests that need a session's facts first. */
export async function signInByApi(email: string, password = DEMO_PASSWORD): Promise<SessionAnswer> {
  const tokenResponse = await fetch(`${baseUrl()}/api/auth/token`, { method: 'POST' });
  const { token } = (await tokenResponse.json()) as { token: string };
  const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ email, password, token }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionAnswer;
}

export function fullName(session: SessionAnswer): string {
  return `${session.user.firstname} ${session.user.lastname}`.trim();
}

/** A call to the API as a signed-in user, for preparing data the browser test then uses. */
export async function callApi<T>(
  path: string,
  session: SessionAnswer,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${session.access_token}` };
  if (session.account_id !== null) headers['authorized-account'] = String(session.account_id);
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The key of the newest `/pub-v2/{kind}/{key}` link mailed to `to`, read from the mail as delivered over
 * SMTP (the staff mailbox never shows one-time links). Waits for the outbox worker to deliver it.
 */
export async function linkKeyFromMail(to: string, kind: 'reset' | 'invitation'): Promise<string> {
  const pattern = new RegExp(`/pub-v2/${kind}/([\\w-]+)`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await receivedMailsTo(sharedServer().mailDir, to);
    const key = mails.map((mail) => pattern.exec(mail)?.[1]).find((found) => found !== undefined);
    if (key) return key;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const received = await receivedMailsTo(sharedServer().mailDir, to);
  throw new Error(`no ${kind} link in the ${received.length} mails delivered to ${to}`);
}
