import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

const fresh = useFreshPages();

describe('accounts', () => {
  it('lets staff search all accounts and switch to one, remembering it', async () => {
    const staff = await signInByApi('staff@demo.no');
    const testbutikken = await signInByApi('eier@testbutikken.no');
    const { page, problems } = await fresh();
    await openAs(page, staff, '/accounts');

    await page.getByRole('heading', { level: 1, name: 'Mine kontoer' }).waitFor();
    await page.getByRole('link', { name: /Demo Sko AS/ }).waitFor();
    await expectAccessible(page, 'the accounts page');
    await page.getByRole('searchbox', { name: 'Søk etter konto' }).fill('TESTBUTIKKEN');
    expect(await page.getByRole('link', { name: /Demo Sko AS/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Testbutikken AS/ }).click();

    await page.waitForURL(appUrl(`/${testbutikken.account_id}/dashboard`));
    expect(await page.evaluate(() => window.localStorage.getItem('last_account_id'))).toBe(
      String(testbutikken.account_id),
    );
    expect(problems).toEqual([]);
  });
});

describe('staff mailbox', () => {
  it('lets staff find a reset mail, but never its one-time link (issue 12 B1)', async () => {
    // A reset mail changes nothing until its link is used, so asking for one harms no other test.
    await fetch(`${baseUrl()}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.no' }),
    });
    const admin = await signInByApi('admin@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, admin, '/staff/mailbox');

    await page.getByRole('heading', { level: 1, name: 'Postkasse' }).waitFor();
    await page.getByRole('table', { name: 'E-post i utboksen' }).waitFor();
    await expectAccessible(page, 'the staff mailbox');
    await page.getByRole('searchbox', { name: 'Mottaker' }).fill('staff@demo.no');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const table = page.getByRole('table', { name: 'E-post i utboksen' });
    await table.getByText('staff@demo.no').first().waitFor();
    await table.getByRole('row').nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/engangslenke: vises bare for mottakeren/)
      .first()
      .waitFor();
    expect(await dialog.getByRole('link', { name: /\/pub-v2\/reset\// }).count()).toBe(0);
    expect(await dialog.textContent()).not.toMatch(/\/pub-v2\/reset\/[\w-]{8,}/);
    await expectAccessible(page, 'an opened mail');
    expect(problems).toEqual([]);
  });
});
