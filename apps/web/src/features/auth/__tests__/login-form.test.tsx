import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const tokenAnswer = { body: { token: 'form-token' } };

function fields() {
  return {
    email: screen.getByLabelText(/E-post/),
    password: screen.getByLabelText(/Passord/),
    submit: screen.getByRole('button', { name: 'Logg inn' }),
  };
}

describe('login form', () => {
  it('shows the welcome text, the links and a disabled submit', async () => {
    mockApi({ 'POST /api/auth/token': tokenAnswer });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velkommen til Butikkpanel' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Opprett konto/ })).toHaveAttribute(
      'href',
      'https://butikkpanel.no',
    );
    expect(screen.getByRole('link', { name: /Opprett konto/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Glemt passord?' })).toHaveAttribute('href', '/forgot-password');
    expect(fields().submit).toBeDisabled();
  });

  it('says which fields are empty, too short or not an e-mail, and keeps submit disabled', async () => {
    mockApi({ 'POST /api/auth/token': tokenAnswer });
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password, submit } = fields();

    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    expect(screen.getByText('Skriv inn et passord.')).toBeVisible();

    await user.type(email, 'a@b');
    await user.type(password, 'abc');
    expect(await screen.findAllByText('Må inneholde mer enn 3 tegn')).toHaveLength(2);
    expect(submit).toBeDisabled();

    await user.type(email, 'cd');
    expect(await screen.findByText('Ugyldig e-postadresse.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
  });

  it('enables submit once both fields are valid', async () => {
    mockApi({ 'POST /api/auth/token': tokenAnswer });
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password, submit } = fields();
    await user.type(email, 'eier@demo.no');
    await user.type(password, 'Demo1234!');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("shows the server's message and its field errors", async () => {
    mockApi({
      'POST /api/auth/token': tokenAnswer,
      'POST /api/auth/login': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Noen felt er ikke riktig utfylt.',
            fields: { email: 'Ugyldig e-postadresse fra tjeneren.' },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password, submit } = fields();
    await user.type(email, 'eier@demo.no');
    await user.type(password, 'Demo1234!');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Noen felt er ikke riktig utfylt.');
    expect(screen.getByText('Ugyldig e-postadresse fra tjeneren.')).toBeVisible();
  });

  it('shows "wrong username or password" from the server', async () => {
    mockApi({
      'POST /api/auth/token': tokenAnswer,
      'POST /api/auth/login': {
        status: 401,
        body: { error: { code: 'wrong_credentials', message: 'Feil brukernavn eller passord.' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/login');
    const { email, password, submit } = fields();
    await user.type(email, 'eier@demo.no');
    await user.type(password, 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Feil brukernavn eller passord.');
    expect(submit).toBeEnabled();
  });

  it('sends the anti-forgery token and opens the dashboard of the answered account', async () => {
    const calls = mockApi({
      'POST /api/auth/token': tokenAnswer,
      'POST /api/auth/login': { body: demoSession() },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const { email, password } = fields();
    await user.type(email, 'Eier@Demo.no');
    await user.type(password, 'Demo1234!{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/7/dashboard');
    const login = calls.find((call) => call.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'eier@demo.no', password: 'Demo1234!', token: 'form-token' });
  });
});
