import { describe, expect, it } from 'vitest';
import { appUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs, registerShop } from './account-helpers';

const fresh = useFreshPages();

describe('terms', () => {
  it('blocks a new shop until all three agreements are accepted, then stays away', async () => {
    const session = await registerShop('Vilkårsbutikken AS');
    const { page, problems } = await fresh();
    await openAs(page, session, '/dashboard');

    const dialog = page.getByRole('dialog', { name: 'Godta vilkårene' });
    await dialog.waitFor();
    await expectAccessible(page, 'the terms dialog');
    await dialog.getByRole('checkbox', { name: 'Jeg godtar vilkårene' }).check();
    await dialog.getByRole('button', { name: 'Godta' }).click();
    await dialog.getByText('Du må godta vilkårene, databehandleravtalen og personvernerklæringen.').waitFor();

    await dialog.getByRole('checkbox', { name: 'Jeg godtar databehandleravtalen' }).check();
    await dialog.getByRole('checkbox', { name: 'Jeg godtar personvernerklæringen' }).check();
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/accounts/terms'));
    await dialog.getByRole('button', { name: 'Godta' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    const account = await callApi<{ settings: Record<string, string> }>('/accounts/current', session);
    expect(account.settings.ACCEPTED_TERMS).toBe('1');
    await page.reload();
    await page.getByText(/Prøveperioden din slutter/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Godta vilkårene' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('lets the user leave through logout instead', async () => {
    const session = await registerShop('Utloggingsbutikken AS');
    const { page, problems } = await fresh();
    await openAs(page, session, '/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Godta vilkårene' });
    await dialog.getByRole('link', { name: 'Logg ut' }).click();
    await page.waitForURL(appUrl('/login'));
    expect(problems).toEqual([]);
  });
});
