import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

const fresh = useFreshPages();

describe('settings: users and privacy (Demo Sko AS)', () => {
  it('invites a user, lists the invitation and revokes it', async () => {
    const owner = await signInByApi('eier@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/users');
    await page.getByRole('table', { name: 'Brukere på kontoen' }).waitFor();
    await expectAccessible(page, 'the users screen');

    const email = `e2e-${randomBytes(4).toString('hex')}@example.no`;
    await page.getByRole('button', { name: 'Inviter bruker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter bruker' });
    await dialog.getByRole('textbox', { name: /E-postadresse/ }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
    await dialog.getByText('Fornavn og etternavn må fylles ut for å invitere.').first().waitFor();
    await expectAccessible(page, 'the invite dialog with errors');
    await dialog.getByRole('textbox', { name: /Fornavn/ }).fill('Eva');
    await dialog.getByRole('textbox', { name: /Etternavn/ }).fill('Ende');
    await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Åpne invitasjoner' })
      .getByRole('row', { name: new RegExp(email) });
    await row.waitFor();

    await row.getByRole('button', { name: `Trekk tilbake invitasjonen til ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Trekke tilbake invitasjonen?' });
    await confirm.getByRole('button', { name: 'Trekk tilbake' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('changes a retention period and puts it back, and exports data for an e-mail', async () => {
    const owner = await signInByApi('eier@demo.no');
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/privacy');
    const field = page.getByRole('textbox', { name: 'Sidevisninger' });
    await field.waitFor();
    await expectAccessible(page, 'the privacy screen');
    const before = await field.inputValue();

    await field.fill('12');
    await page.getByRole('button', { name: 'Lagre lagringstid' }).click();
    await page
      .getByText('Skriv et antall dager fra 30 til 3650, eller la feltet stå tomt for å beholde.')
      .waitFor();
    await field.fill('3650');
    await page.getByRole('button', { name: 'Lagre lagringstid' }).click();
    await page.getByText('Lagringstiden er lagret.').waitFor();
    await page.reload();
    await field.waitFor();
    expect(await field.inputValue()).toBe('3650');

    await field.fill(before);
    await page.getByRole('button', { name: 'Lagre lagringstid' }).click();
    await page.getByText('Lagringstiden er lagret.').waitFor();
    await page.reload();
    await field.waitFor();
    expect(await field.inputValue()).toBe(before);

    await page.getByRole('textbox', { name: /E-postadressen til den besøkende/ }).fill('kunde@example.no');
    await page.getByRole('button', { name: 'Last ned (JSON)' }).click();
    await page.getByText('Opplysningene om kunde@example.no er lastet ned.').waitFor();
    await expectAccessible(page, 'the privacy screen after an export');
    expect(problems).toEqual([]);
  });
});
