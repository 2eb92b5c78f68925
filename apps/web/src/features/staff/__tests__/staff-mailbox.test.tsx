import { MAIL_KINDS, type OutboxMail } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';
import { StaffMailboxPage } from '../components/staff-mailbox-page';

const invitation: OutboxMail = {
  id: '5b2c0c8e-2f4e-4d55-9d51-0d8d1f1f2a10',
  account_id: 8,
  to: 'ny@testbutikken.no',
  subject: 'Du er invitert til Testbutikken AS',
  // The server shows a note in place of the one-time link (issue 12 B1); other links stay links.
  text: 'Hei!\n\n[engangslenke: vises bare for mottakeren]\n\nSpørsmål? Se http://localhost:3000/hjelp.\n\nHilsen Butikkpanel',
  html: null,
  kind: 'invitation',
  status: 'stored',
  attempts: 0,
  last_error: null,
  created_at: '2026-05-20T10:00:00.000Z',
  sent_at: null,
};

function renderMailbox() {
  sessionStore.setToken('token-1');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <StaffMailboxPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('StaffMailboxPage', () => {
  it('lists the outbox, filters by recipient and opens a mail with working links', async () => {
    const calls = mockApi({
      'GET /api/staff/outbox?limit=25&offset=0': { body: { data: [invitation], total: 1 } },
      'GET /api/staff/outbox?limit=25&offset=0&to=ny%40testbutikken.no': {
        body: { data: [invitation], total: 1 },
      },
      [`GET /api/staff/outbox/${invitation.id}`]: { body: invitation },
    });
    const user = userEvent.setup();
    renderMailbox();
    const table = await screen.findByRole('table', { name: 'E-post i utboksen' });
    expect(within(table).getByText('ny@testbutikken.no')).toBeVisible();
    expect(within(table).getByText('Lagret')).toBeVisible();
    // The type is a readable label, not the raw key.
    expect(within(table).getByText('Invitasjon')).toBeVisible();
    expect(within(table).queryByText('invitation')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Mottaker' }), 'ny@testbutikken.no{Enter}');
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('to=ny%40testbutikken.no'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Du er invitert til Testbutikken AS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Du er invitert til Testbutikken AS' });
    // The sentence's full stop is not part of the address.
    expect(await within(dialog).findByRole('link', { name: 'http://localhost:3000/hjelp' })).toHaveAttribute(
      'href',
      'http://localhost:3000/hjelp',
    );
  });

  it('pages with limit and offset', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...invitation,
      id: `id-${index}`,
      subject: `Mail ${index}`,
    }));
    const calls = mockApi({
      'GET /api/staff/outbox?limit=25&offset=0': { body: { data: many, total: 30 } },
      'GET /api/staff/outbox?limit=25&offset=25': {
        body: { data: [{ ...invitation, subject: 'Mail 25' }], total: 30 },
      },
    });
    const user = userEvent.setup();
    renderMailbox();
    expect(await screen.findByText('1–25 av 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    expect(await screen.findByRole('button', { name: 'Mail 25' })).toBeVisible();
    expect(calls.at(-1)?.path).toBe('/api/staff/outbox?limit=25&offset=25');
  });

  it('tells a merchant they have no access', async () => {
    mockApi({
      'GET /api/staff/outbox?limit=25&offset=0': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Du har ikke tilgang' } },
      },
    });
    renderMailbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har ikke tilgang');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows every known mail type in words', async () => {
    const kinds = [...MAIL_KINDS, 'something_new'];
    mockApi({
      'GET /api/staff/outbox?limit=25&offset=0': {
        body: {
          data: kinds.map((kind, index) => ({ ...invitation, id: `k-${index}`, kind })),
          total: kinds.length,
        },
      },
    });
    renderMailbox();
    const table = await screen.findByRole('table', { name: 'E-post i utboksen' });
    for (const label of [
      'Nytt passord',
      'Invitasjon',
      'Svar i chat',
      'Test av avsender',
      'Forsøk på registrering',
      'Test av e-postmal',
      'Bekreft påmelding',
      'Kampanje',
      'Flyt',
      // A kind this screen does not know yet reads as another mail, not as its code.
      'Annen e-post',
    ]) {
      expect(within(table).getByText(label)).toBeVisible();
    }
    for (const kind of kinds) expect(within(table).queryByText(kind)).not.toBeInTheDocument();
  });

  it('opens every mail, a campaign without a subject too, with its kind in words and its text', async () => {
    const campaign: OutboxMail = {
      ...invitation,
      id: '0f7e4a52-6d0a-4a8e-9a57-5c3f4d1f0b22',
      subject: ' ',
      kind: 'campaign',
      text: 'Høstsalg!\n\nMeld deg av: http://localhost:3000/api/public/unsubscribe/abc',
      html: '<p>Høstsalg!</p>',
    };
    mockApi({
      'GET /api/staff/outbox?limit=25&offset=0': { body: { data: [campaign, invitation], total: 2 } },
      [`GET /api/staff/outbox/${campaign.id}`]: { body: campaign },
      [`GET /api/staff/outbox/${invitation.id}`]: { body: invitation },
    });
    const user = userEvent.setup();
    renderMailbox();
    await user.click(await screen.findByRole('button', { name: '(uten emne)' }));
    const first = await screen.findByRole('dialog', { name: '(uten emne)' });
    expect(await within(first).findByText('Type: Kampanje')).toBeVisible();
    expect(within(first).getByText(/Høstsalg!/)).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Du er invitert til Testbutikken AS' }));
    const second = await screen.findByRole('dialog', { name: 'Du er invitert til Testbutikken AS' });
    expect(await within(second).findByText('Type: Invitasjon')).toBeVisible();
    // The one-time link stays hidden: only the server's note is there.
    expect(within(second).getByText(/engangslenke: vises bare for mottakeren/)).toBeVisible();
  });
});
