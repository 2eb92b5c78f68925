import type { LoginAttempt } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';
import { LoginAttemptsPage } from '../components/login-attempts-page';

const attempt = (overrides: Partial<LoginAttempt>): LoginAttempt => ({
  id: 'a1',
  email: 'eier@demo.no',
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  outcome: 'wrong_credentials',
  created_at: '2026-05-20T10:00:00.000Z',
  ...overrides,
});

function renderPage() {
  sessionStore.setToken('token-1');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <LoginAttemptsPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('LoginAttemptsPage', () => {
  it('lists the attempts with their outcome in words and filters by address and outcome', async () => {
    const calls = mockApi({
      'GET /api/staff/login-attempts?limit=50&offset=0': {
        body: {
          data: [
            attempt({ id: 'a2', outcome: 'blocked_pair' }),
            attempt({ id: 'a1' }),
            attempt({ id: 'a0', ip: null, outcome: 'success' }),
          ],
          total: 3,
        },
      },
      'GET /api/staff/login-attempts?limit=50&offset=0&q=203.0.113.9&outcome=blocked_pair': {
        body: { data: [attempt({ id: 'a2', outcome: 'blocked_pair' })], total: 1 },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Innloggingsforsøk' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Innloggingsforsøk' });
    expect(within(table).getByText('Stoppet: for mange feil for denne brukeren fra adressen')).toBeVisible();
    expect(within(table).getByText('Feil passord eller ukjent bruker')).toBeVisible();
    expect(within(table).getByText('Logget inn')).toBeVisible();
    expect(within(table).getByText('Ukjent')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'E-postadresse eller IP-adresse' }), '203.0.113.9');
    await user.click(screen.getByRole('combobox', { name: 'Utfall' }));
    await user.click(
      await screen.findByRole('option', { name: 'Stoppet: for mange feil for denne brukeren fra adressen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/staff/login-attempts?limit=50&offset=0&q=203.0.113.9&outcome=blocked_pair',
      ),
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('tells a merchant they have no access', async () => {
    mockApi({
      'GET /api/staff/login-attempts?limit=50&offset=0': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Du har ikke tilgang' } },
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har ikke tilgang');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
