import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (injected by evaluate, which the page's CSP does not block). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  // Dialogs and menus fade in: axe rates colour contrast as it sees it, so let finite transitions end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const context =
      excluded.length === 0
        ? document
        : { include: [['html']], exclude: excluded.map((selector) => [selector]) };
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, exclude);
}

/**
 * No serious or critical accessibility violations on the screen as it is now; `exclude` leaves out parts
 * the screen does not own (the builders' GrapesJS canvas).
 */
export async function expectAccessible(page: Page, screen: string, exclude: string[] = []): Promise<void> {
  const violations = await axeViolations(page, exclude);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `axe on ${screen}`).toEqual([]);
}
