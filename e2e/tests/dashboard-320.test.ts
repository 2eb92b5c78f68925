import { afterAll, describe, expect, it } from 'vitest';
import { signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';
import { connectVisitor, type TestVisitor } from './chat-helpers';

const fresh = useFreshPages();
const visitors: TestVisitor[] = [];
afterAll(() => {
  for (const visitor of visitors) visitor.socket.disconnect();
});

describe('the dashboard at 320 px with visitors on the shop', () => {
  it('scrolls the live visitors table inside its own frame, never the page sideways', async () => {
    const owner = await signInByApi('eier@demo.no');
    for (const name of ['Kari Nordmann', 'Ola Hansen']) {
      visitors.push(await connectVisitor(owner.account_id ?? 0, { name }));
    }
    const { page, problems } = await fresh();
    await page.setViewportSize({ width: 320, height: 800 });
    await openAs(page, owner, '/dashboard');
    const table = page.getByRole('table', { name: 'Besøkende på nettstedet' });
    await table.getByRole('cell', { name: 'Kari Nordmann', exact: true }).waitFor();

    const pageOverflow = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return scroller.scrollWidth - window.innerWidth;
    });
    expect(pageOverflow).toBe(0);
    // The table is wider than the phone: its own frame scrolls, and the keyboard can reach it.
    const frame = table.locator('xpath=..');
    const { role, inner, outer, tabIndex } = await frame.evaluate((element) => ({
      role: element.getAttribute('role'),
      inner: element.scrollWidth,
      outer: element.clientWidth,
      tabIndex: element.tabIndex,
    }));
    expect(inner).toBeGreaterThan(outer);
    expect(tabIndex).toBe(0);
    expect(role).toBe('group');
    await page.screenshot({ path: '/tmp/seam-op-dashboard-320.png', fullPage: true });
    await expectAccessible(page, 'the dashboard at 320 px with visitors');
    expect(problems).toEqual([]);
  }, 90_000);
});
