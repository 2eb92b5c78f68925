import { describe, expect, it } from 'vitest';
import { appUrl, callApi, fullName, linkKeyFromMail, openLogin, signIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';

const fresh = useFreshPages();

describe('forgotten password', () => {
  it('sends a reset link, sets a new password through it and signs in with it', async () => {
    // partner@demo.no: the other tests sign in as other users, so changing this password harms none.
    const email = 'partner@demo.no';
    const newPassword = 'Nytt-passord-2026';
    const { page, problems } = await fresh();
    await openLogin(page);
    await page.getByRole('link', { name: 'Glemt passord?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glemt passordet?' }).waitFor();
    await expectAccessible(page, 'the forgotten-password page');
    await page.getByLabel('E-post').fill(email);
    await page.getByRole('button', { name: 'Send lenke' }).click();
    await page.getByText(`Hvis det finnes en bruker med e-postadressen ${email}`).waitFor();

    const key = await linkKeyFromMail(email, 'reset');
    await page.goto(appUrl(`/reset/${key}`));
    await page.getByRole('heading', { level: 1, name: 'Velg et nytt passord' }).waitFor();
    await expectAccessible(page, 'the reset page');
    await page.getByRole('textbox', { name: 'Nytt passord', exact: true }).fill(newPassword);
    await page.getByLabel('Gjenta passordet').fill(newPassword);
    await page.getByRole('button', { name: 'Lagre passordet' }).click();
    await page.waitForURL(appUrl('/login'));
    await page.getByText('Passordet er endret. Logg inn med det nye passordet.').waitFor();

    const session = await signIn(page, email, newPassword);
    await page.getByText(`Innlogget som ${fullName(session)}`).waitFor();

    // The link works once.
    await page.goto(appUrl(`/logout`));
    await page.waitForURL(appUrl('/login'));
    await page.goto(appUrl(`/reset/${key}`));
    await page.getByText('Lenken for å tilbakestille passordet er ugyldig eller utløpt.').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('invitation', () => {
  it('lets an invited new user choose a password and opens the inviting account', async () => {
    const owner = await signInByApi('eier@demo.no');
    const email = 'nina.nybruker@demo.no';
    await callApi('/accounts/invitations', owner, {
      method: 'POST',
      body: { email, firstname: 'Nina', lastname: 'Nybruker' },
    });
    const key = await linkKeyFromMail(email, 'invitation');

    const { page, problems } = await fresh();
    await page.goto(appUrl(`/invitation/${key}`));
    await page.getByRole('heading', { level: 1, name: /^Du er invitert til / }).waitFor();
    await page.getByText(`Velg et passord for ${email}`).waitFor();
    await expectAccessible(page, 'the invitation page');
    await page.getByRole('textbox', { name: 'Velg et passord', exact: true }).fill('Ninas-passord-1');
    await page.getByLabel('Gjenta passordet').fill('Ninas-passord-1');
    await page.getByRole('button', { name: 'Godta invitasjonen' }).click();

    await page.waitForURL(appUrl(`/${owner.account_id}/dashboard`));
    await page.getByText('Innlogget som Nina Nybruker').waitFor();
    expect(problems).toEqual([]);
  });
});
