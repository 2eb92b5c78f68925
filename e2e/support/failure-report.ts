import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { sharedServer } from './shared-servers';

/**
 * When a browser test fails, what it cannot say itself: what each open page showed at that moment and the
 * shared server's last lines. A failure seen once on a CI run is then something to read, not to guess.
 */
const openPages = new Set<Page>();
const TEXT_CHARS = 1_500;
const LOG_LINES = 40;

/** Remembers the page until it closes (support/browser.ts calls this for every page it opens). */
export function watchForFailureReport(page: Page): void {
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
}

async function describePage(page: Page): Promise<string> {
  const squeeze = (shown: string) => shown.replace(/\s+/g, ' ').slice(0, TEXT_CHARS);
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then(squeeze)
    .catch((error: unknown) => `(not readable: ${String(error)})`);
  // A dialog hides the rest of the page from role queries, and is drawn last: the page text cuts it off.
  const dialogs = await page
    .evaluate(() =>
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
        (dialog) => (dialog as HTMLElement).innerText,
      ),
    )
    .then((texts) => texts.map(squeeze))
    .catch(() => []);
  const open = dialogs.map((dialog) => `\n  dialog open: ${dialog}`).join('');
  return `${page.url()} «${await page.title().catch(() => '')}»\n  ${text}${open}`;
}

function serverLogTail(): string {
  const file = sharedServer().serverLog;
  if (!file || !existsSync(file)) return '(the server wrote nothing)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-LOG_LINES).join('\n');
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = await Promise.all([...openPages].map(describePage));
  const report = [
    `--- ${context.task.name}: the open pages ---`,
    ...pages,
    '--- the server log ---',
    serverLogTail(),
  ].join('\n');
  console.error(report);
  // Also in the failure itself: the summary at the end of the run is what a CI's log tail keeps.
  for (const error of context.task.result.errors ?? []) error.message = `${error.message}\n${report}`;
});
