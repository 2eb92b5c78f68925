import { describe, expect, it } from 'vitest';
import { callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs, registerShop } from './account-helpers';

const fresh = useFreshPages();

const STAFF_NOTICE = 'Denne siden er låst for kunden. Du ser den pga du er innlogget som staff.';

describe('locked features', () => {
  it("shows Testbutikken's owner the locked screen with the package and the dealer", async () => {
    const owner = await signInByApi('eier@testbutikken.no');
    const account = await callApi<{ dealer: { name: string; email: string } | null }>(
      '/accounts/current',
      owner,
    );
    const { page, problems } = await fresh();
    await openAs(page, owner, '/popups');

    // Text, not roles: the terms dialog (not accepted in the seed) may hide the page from the a11y tree.
    await page.getByText('Denne funksjonen er låst').waitFor();
    await page.getByText('Du trenger pakken Popups').waitFor();
    if (account.dealer) {
      await page.getByText(account.dealer.name).waitFor();
      expect(await page.locator(`a[href="mailto:${account.dealer.email}"]`).count()).toBe(1);
    }
    expect(problems).toEqual([]);
  });

  it('is accessible for a shop without packages once its terms are accepted', async () => {
    const session = await registerShop('Låst butikk AS');
    await callApi('/accounts/terms', session, {
      method: 'POST',
      body: { terms: true, data_processing_agreement: true, privacy_policy: true },
    });
    const { page, problems } = await fresh();
    await openAs(page, session, '/popups');
    await page.getByRole('heading', { level: 1, name: 'Denne funksjonen er låst' }).waitFor();
    await expectAccessible(page, 'the locked-feature screen');
    expect(problems).toEqual([]);
  });

  it("shows staff Testbutikken's locked page with the staff notice", async () => {
    const owner = await signInByApi('eier@testbutikken.no');
    const staff = await signInByApi('staff@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, { ...staff, account_id: owner.account_id }, '/popups');
    await page.getByText(STAFF_NOTICE).waitFor();
    expect(await page.getByText('Denne funksjonen er låst').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
