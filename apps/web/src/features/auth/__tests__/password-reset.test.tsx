import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const invalidKey = {
  status: 404,
  body: {
    error: {
      code: 'invalid_reset_key',
      message: 'Lenken for å tilbakestille passordet er ugyldig eller utløpt.',
    },
  },
};

describe('forgotten password', () => {
  it('is reached from the login page and confirms that a link is on its way', async () => {
    const calls = mockApi({
      'POST /api/auth/token': { body: { token: 't' } },
      'POST /api/auth/password/forgot': { body: { ok: true } },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Glemt passord?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Glemt passordet?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();

    await user.type(screen.getByLabelText(/E-post/), 'Eier@Demo.no');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText(/har vi sendt en lenke/)).toHaveTextContent('eier@demo.no');
    expect(calls.find((call) => call.path === '/api/auth/password/forgot')?.body).toEqual({
      email: 'eier@demo.no',
    });
  });
});

describe('password reset link', () => {
  it('says when the link is invalid and offers a new one', async () => {
    mockApi({ 'GET /api/auth/password/reset/old-key': invalidKey });
    renderApp('/reset/old-key');
    expect(
      await screen.findByText('Lenken for å tilbakestille passordet er ugyldig eller utløpt.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Be om en ny lenke' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks that the passwords match, saves the new one and returns to login', async () => {
    const calls = mockApi({
      'GET /api/auth/password/reset/good-key': { body: { ok: true } },
      'POST /api/auth/password/reset': { body: { ok: true } },
      'POST /api/auth/token': { body: { token: 't' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/reset/good-key');
    await user.type(await screen.findByLabelText(/Nytt passord/), 'Nytt-passord-1');
    await user.type(screen.getByLabelText(/Gjenta passordet/), 'Noe-annet-1');
    await user.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByText('Passordene er ikke like.')).toBeVisible();

    await user.clear(screen.getByLabelText(/Gjenta passordet/));
    await user.type(screen.getByLabelText(/Gjenta passordet/), 'Nytt-passord-1');
    await user.click(screen.getByRole('button', { name: 'Lagre passordet' }));
    expect(await screen.findByText('Passordet er endret. Logg inn med det nye passordet.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.find((call) => call.path === '/api/auth/password/reset')?.body).toEqual({
      key: 'good-key',
      password: 'Nytt-passord-1',
      password_confirmation: 'Nytt-passord-1',
    });
  });
});
