import { describe, expect, it } from 'vitest';
import { appUrl, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl, waitForBubble } from './widget-helpers';

const freshPage = useFreshPages();

describe('the live dashboard', () => {
  it('shows a visitor of the demo shop among the live visitors within seconds, and is accessible', async () => {
    const owner = await signInByApi('eier@demo.no');
    const panel = await freshPage();
    await panel.page.goto(appUrl('/404'));
    await panel.page.evaluate(
      (token) => window.localStorage.setItem('access_token', token),
      owner.access_token,
    );
    await panel.page.goto(appUrl(`/${owner.account_id}/dashboard`));
    await panel.page.getByRole('heading', { level: 1, name: 'Dashbord', exact: true }).waitFor();
    const live = panel.page.getByRole('region', { name: 'Besøkende på nettstedet' });
    await live.waitFor();

    const shop = await freshPage();
    await shop.page.goto(demoShopUrl());
    await waitForBubble(shop.page);
    await shop.page.getByRole('link', { name: 'Fjellstøvel vinter', exact: true }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Fjellstøvel vinter' }).waitFor();
    const uid = await shop.page.evaluate(
      (account) => window.localStorage.getItem(`butikkpanel:${account}:uid`),
      owner.account_id,
    );
    expect(uid).toBeTruthy();

    // The visitor widgets poll every 3.4 s: the new visitor is there within a few seconds.
    const link = live.locator(`a[href$="/chat/${uid}"]`);
    await link.waitFor({ timeout: 10_000 });
    const row = live.getByRole('row').filter({ has: panel.page.locator(`a[href$="/chat/${uid}"]`) });
    await row.getByRole('cell', { name: 'Fjellstøvel vinter', exact: false }).first().waitFor();
    expect(await row.textContent()).toContain('Ukjent');
    expect(await row.textContent()).toContain('Datamaskin');
    expect(await link.getAttribute('aria-label')).toBe('Åpne chat med Ukjent');
    // Keyboard reachable: the link takes focus.
    await link.focus();
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    await panel.page.getByRole('region', { name: 'Omsetning siste uke' }).getByText(/kr$/).first().waitFor();
    await expectAccessible(panel.page, 'the dashboard');
    expect(panel.problems).toEqual([]);
    expect(shop.problems).toEqual([]);
  });
});
