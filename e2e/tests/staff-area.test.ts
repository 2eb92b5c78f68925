import type { StaffAccount } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs, registerShop } from './account-helpers';

const fresh = useFreshPages();

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('staff area', () => {
  it('shows staff the customer list with the demo accounts, accessible', async () => {
    const staff = await signInByApi('staff@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, staff, '/staff/customers');
    const table = page.getByRole('table', { name: 'Kontoer' });
    await table.getByRole('button', { name: 'Vis detaljer for Demo Sko AS' }).waitFor();
    await table.getByRole('button', { name: 'Vis detaljer for Testbutikken AS' }).waitFor();
    await expectAccessible(page, 'the customer list');
    expect(problems).toEqual([]);
  });

  it('lets staff set a demo period and restores it after', async () => {
    const shop = await registerShop(`Demo-periode ${Date.now()} AS`);
    const staff = await signInByApi('staff@demo.no');
    const before = await callApi<StaffAccount>(`/staff/accounts/${shop.account_id}`, staff);
    const { page, problems } = await fresh();
    try {
      await openAs(page, staff, '/staff/demo');
      await page.getByRole('heading', { level: 1, name: 'Demoperioder' }).waitFor();
      await page
        .getByRole('textbox', { name: 'Søk etter firma eller konto-ID' })
        .fill(String(shop.account_id));
      await page.getByRole('button', { name: 'Søk i kontoer' }).click();
      const found = page.getByRole('table', { name: 'Kontoer som passer søket' });
      await found.getByRole('button', { name: /^Endre demoperioden for Demo-periode/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Sluttdato' }).fill(dayIn(5).split('-').reverse().join('.'));
      await dialog.getByRole('button', { name: 'Lagre sluttdato' }).click();
      await dialog.getByText(/^Demoperioden slutter /).waitFor();
      await expectAccessible(page, 'the demo period dialog');
      await dialog.getByRole('button', { name: 'Lukk' }).click();
      await page
        .getByRole('table', { name: 'Demoperioder som slutter snart' })
        .getByRole('button', {
          name: /^Endre demoperioden for Demo-periode/,
        })
        .waitFor();
      const after = await callApi<StaffAccount>(`/staff/accounts/${shop.account_id}`, staff);
      expect(after.trial_ends_at?.slice(0, 10)).toBe(dayIn(5));
      await expectAccessible(page, 'the demo periods');
      expect(problems).toEqual([]);
    } finally {
      await callApi(`/staff/accounts/${shop.account_id}/trial`, staff, {
        method: 'PUT',
        body: { trial_ends_at: before.trial_ends_at?.slice(0, 10) ?? null },
      });
    }
  });

  it('shows admins the audit log', async () => {
    const shop = await registerShop(`Revisjon ${Date.now()} AS`);
    const staff = await signInByApi('staff@demo.no');
    await callApi(`/staff/accounts/${shop.account_id}/trial/extend`, staff, {
      method: 'POST',
      body: { days: 3 },
    });
    const admin = await signInByApi('admin@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, admin, '/staff/audit');
    const table = page.getByRole('table', { name: 'Revisjonslogg' });
    await table
      .getByRole('row', { name: /Forlenget demoperiode/ })
      .first()
      .waitFor();
    expect(await table.getByRole('row', { name: new RegExp(`\\(${shop.account_id}\\)`) }).count()).toBe(1);
    await expectAccessible(page, 'the audit log');
    expect(problems).toEqual([]);
  });

  it('takes a partner from the menu to the job queue by clicks, and staff by the tab', async () => {
    const partner = await signInByApi('partner@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, partner, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Hovednavigasjon' })
      .getByRole('link', { name: 'Staff', exact: true })
      .click();
    await page.getByRole('tab', { name: 'Jobbkø' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jobbkø' }).waitFor();
    expect(page.url()).toBe(appUrl(`/${partner.account_id}/staff/jobs`));
    // The server's own kinds, each in words: mail delivery and the daily privacy run.
    const kinds = page.getByRole('table', { name: 'Jobber per type' });
    await kinds.getByRole('row', { name: /Sende e-post/ }).waitFor();
    await kinds.getByRole('row', { name: /Slette data etter lagringstiden/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Jobber som er gitt opp' }).waitFor();
    await expectAccessible(page, 'the job queue');
    expect(problems).toEqual([]);

    const staff = await signInByApi('staff@demo.no');
    const second = await fresh();
    await openAs(second.page, staff, '/staff/demo');
    await second.page.getByRole('tab', { name: 'Jobbkø' }).click();
    await second.page
      .getByRole('table', { name: 'Jobber per type' })
      .getByRole('row', { name: /Sende e-post/ })
      .waitFor();
    expect(second.problems).toEqual([]);
  });

  it('sends a merchant away from the staff area, and the API refuses', async () => {
    const owner = await signInByApi('eier@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, owner, '/staff/customers');
    await page.waitForURL(/\/dashboard$/);
    const answer = await fetch(`${baseUrl()}/api/staff/accounts`, {
      headers: { Authorization: `Bearer ${owner.access_token}` },
    });
    expect(answer.status).toBe(403);
    expect(problems).toEqual([]);
  });

  it("shows eier@demo.no the account's billing, read-only, accessible", async () => {
    const owner = await signInByApi('eier@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/billing');
    await page.getByRole('heading', { name: 'Pakker i bruk' }).waitFor();
    await page.getByText('Komplett').waitFor();
    await page.getByText('Aktiv', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Endre plan eller pakker' }).waitFor();
    await expectAccessible(page, 'settings/billing');
    expect(problems).toEqual([]);
  });
});
