import { describe, expect, it } from 'vitest';
import { appUrl, fullName } from '../support/app';
import { SETTINGS, signedInPages } from './layout-reflow-helpers';
import { mainHeading, mainNavigation } from './shell-helpers';

const signedIn = signedInPages();

describe('settings by clicks', () => {
  it('opens every settings page from the navbar and its tabs on a wide screen', async () => {
    const { page, session } = await signedIn(1400);
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    const tabs = page.getByRole('navigation', { name: 'Innstillingssider' });
    for (const [type, title] of SETTINGS) {
      await tabs.getByRole('tab', { name: title, exact: true }).click();
      await page.waitForURL(appUrl(`/${session.account_id}/settings/${type}`));
      await tabs.locator('[aria-current="page"]', { hasText: title }).waitFor();
      // The navbar keeps 'Innstillinger' marked on every settings page.
      expect(await mainNavigation(page).locator('a.active').textContent()).toContain('Innstillinger');
    }
  });

  it('opens every settings page from the drawer and the page select on a phone', async () => {
    const { page, session } = await signedIn(320);
    await mainHeading(page, 'Dashbord').waitFor();
    await page.getByRole('button', { name: 'Åpne navigasjonen' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Innstillinger' }).click();
    await mainHeading(page, 'Innstillinger').waitFor();
    const select = page.getByRole('combobox', { name: 'Velg innstillingsside' });
    for (const [type, title] of SETTINGS.slice().reverse()) {
      await select.selectOption({ label: title });
      await page.waitForURL(appUrl(`/${session.account_id}/settings/${type}`));
    }
  });

  it('reaches the settings from the user menu, and from the overflow menu on a phone', async () => {
    const wide = await signedIn(1400);
    await mainHeading(wide.page, 'Dashbord').waitFor();
    await wide.page.getByRole('button', { name: fullName(wide.session) }).click();
    await wide.page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    await wide.page.waitForURL(appUrl(`/${wide.session.account_id}/settings/company`));

    const phone = await signedIn(320);
    await mainHeading(phone.page, 'Dashbord').waitFor();
    await phone.page.getByRole('button', { name: 'Flere valg' }).click();
    for (const name of ['Slå på mørk modus', 'Åpne hurtigpanelet', 'Profil', 'Logg ut']) {
      await phone.page.getByRole('menuitem', { name }).waitFor();
    }
    await phone.page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    await phone.page.waitForURL(appUrl(`/${phone.session.account_id}/settings/company`));
  });

  it('finds a settings page by a word in the menu search', async () => {
    const { page, session } = await signedIn(1400);
    await mainHeading(page, 'Dashbord').waitFor();
    await page.getByRole('combobox', { name: 'Søk i menyen' }).fill('faktura');
    await page.getByRole('option', { name: 'Innstillinger › Fakturering' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(appUrl(`/${session.account_id}/settings/billing`));
  });
});
