import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const invitation = (existing_user: boolean) => ({
  body: {
    email: 'ny@demo.no',
    firstname: 'Nina',
    lastname: 'Ny',
    company_name: 'Demo Sko AS',
    existing_user,
  },
});

describe('invitation link', () => {
  it('says when the invitation is invalid', async () => {
    mockApi({
      'GET /api/auth/invitations/gone': {
        status: 404,
        body: { error: { code: 'invalid_invitation', message: 'Invitasjonen er ugyldig eller utløpt.' } },
      },
    });
    renderApp('/invitation/gone');
    expect(await screen.findByText('Invitasjonen er ugyldig eller utløpt.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tilbake til innloggingen' })).toHaveAttribute('href', '/login');
  });

  it('lets a new user choose a password and opens the inviting account', async () => {
    const session = demoSession({ account_id: 3 });
    session.user.firstname = 'Nina';
    session.user.lastname = 'Ny';
    const calls = mockApi({
      'GET /api/auth/invitations/abc': invitation(false),
      'POST /api/auth/invitations/abc/accept': { body: session },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/invitation/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du er invitert til Demo Sko AS' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Fornavn')).toHaveValue('Nina');

    await user.type(screen.getByLabelText(/Velg et passord/), 'kort');
    await user.type(screen.getByLabelText(/Gjenta passordet/), 'kort');
    await user.click(screen.getByRole('button', { name: 'Godta invitasjonen' }));
    expect(await screen.findByText('Passordet må ha minst 8 tegn.')).toBeVisible();

    await user.type(screen.getByLabelText(/Velg et passord/), '-og-lengre');
    await user.type(screen.getByLabelText(/Gjenta passordet/), '-og-lengre');
    await user.click(screen.getByRole('button', { name: 'Godta invitasjonen' }));
    expect(await screen.findByText('Innlogget som Nina Ny')).toBeVisible();
    expect(router.state.location.pathname).toBe('/3/dashboard');
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({
      firstname: 'Nina',
      lastname: 'Ny',
      password: 'kort-og-lengre',
      password_confirmation: 'kort-og-lengre',
    });
  });

  it('asks an existing user for their own password', async () => {
    const calls = mockApi({
      'GET /api/auth/invitations/abc': invitation(true),
      'POST /api/auth/invitations/abc/accept': {
        status: 401,
        body: { error: { code: 'wrong_credentials', message: 'Feil brukernavn eller passord.' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/invitation/abc');
    expect(await screen.findByText(/Du har allerede en bruker med ny@demo.no/)).toBeVisible();
    expect(screen.queryByLabelText(/Gjenta passordet/)).toBeNull();
    await user.type(screen.getByLabelText(/Passord/), 'Mitt-passord{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Feil brukernavn eller passord.');
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({
      password: 'Mitt-passord',
      password_confirmation: 'Mitt-passord',
    });
  });
});
