import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/app';
import { openPage, type TestPage } from '../support/browser';

/** The widget's chat panel (in its shadow root; Playwright's role queries pierce it). */
export function widgetPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Chat med oss' });
}

/** Opens the widget's panel on a shop page whose bubble is shown. */
export async function openWidgetPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Åpne chat/ }).click();
  const panel = widgetPanel(page);
  await panel.waitFor();
  return panel;
}

/** Writes and sends a message in the widget's panel, as a visitor does (Enter sends). */
export async function sayInWidget(panel: Locator, text: string): Promise<void> {
  const input = panel.getByLabel('Melding');
  await input.fill(text);
  await input.press('Enter');
}

/** The uid the widget made for this browser (kept in the shop's local storage). */
export async function widgetUid(page: Page, accountId: number): Promise<string> {
  const uid = await page.evaluate((key) => window.localStorage.getItem(key), `butikkpanel:${accountId}:uid`);
  if (!uid) throw new Error('the widget has not made a uid yet');
  return uid;
}

/** A visitor's card in the conversation list now shown, found by uid (anonymous visitors are all "Ukjent"). */
export function cardOf(page: Page, uid: string): Locator {
  return page
    .getByRole('list', { name: /^(Venter|Mine samtaler|Andres samtaler)$/ })
    .locator(`a[href$="/chat/${uid}"]`);
}

export async function showFilter(page: Page, filter: 'Venter' | 'Mine samtaler' | 'Andres samtaler') {
  await page.getByRole('navigation', { name: 'Samtalefilter' }).getByRole('button', { name: filter }).click();
}

/** The open conversation's messages in the operator panel. */
export function operatorLog(page: Page): Locator {
  return page.getByRole('log', { name: /^Meldinger med / });
}

/** Writes and sends a message in the operator's conversation form. */
export async function answerInPanel(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Melding' });
  await field.fill(text);
  await field.press('Enter');
}

/** How many bubbles in `scope` show exactly `text`. */
export function bubbles(scope: Locator, text: string): Promise<number> {
  return scope.getByText(text, { exact: true }).count();
}

/** Signs in over HTTP at `origin` (token, cookie, login), like `signInByApi` for the shared server. */
export async function signInAt(origin: string, email: string): Promise<SessionAnswer> {
  const tokenResponse = await fetch(`${origin}/api/auth/token`, { method: 'POST' });
  const { token } = (await tokenResponse.json()) as { token: string };
  const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, token }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionAnswer;
}

/** The operator panel at `origin` as `session`, online in the chat (as `openChatAs` does for the shared server). */
export async function openChatAt(
  browser: Browser,
  origin: string,
  session: SessionAnswer,
): Promise<TestPage> {
  const testPage = await openPage(browser);
  await testPage.page.goto(`${origin}/pub-v2/404`);
  await testPage.page.evaluate((token) => {
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('chat_operator_online', '1');
  }, session.access_token);
  await testPage.page.goto(`${origin}/pub-v2/${session.account_id}/chat`);
  return testPage;
}
