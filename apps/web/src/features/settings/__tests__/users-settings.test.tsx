import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const owner = {
  user_id: 'u1',
  email: 'eier@demo.no',
  firstname: 'Eva',
  lastname: 'Eier',
  role: 'owner',
  since: '2025-01-02T10:00:00.000Z',
};
const member = {
  ...owner,
  user_id: 'u2',
  email: 'mona@demo.no',
  firstname: 'Mona',
  lastname: 'Medlem',
  role: 'member',
};
const invitation = {
  id: 'i1',
  email: 'ny@demo.no',
  firstname: 'Nina',
  lastname: 'Ny',
  role: 'member',
  invited_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
};

function renderUsers(canManage = true) {
  let invitations = [invitation];
  let members = [owner, member];
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const team = () => ({ body: { members, invitations, can_manage: canManage } });
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/accounts/users': team,
    'POST /api/accounts/invitations': (request) => {
      const body = request.body as typeof invitation;
      const created = { ...invitation, ...body, id: 'i2' };
      invitations = [created, ...invitations];
      return { status: 201, body: { ...created, accepted_at: null } };
    },
    'POST /api/accounts/invitations/i1/resend': { body: { ...invitation, accepted_at: null } },
    'DELETE /api/accounts/invitations/i1': () => {
      invitations = invitations.filter((row) => row.id !== 'i1');
      return { status: 204 };
    },
    'PUT /api/accounts/users/u1/role': {
      status: 409,
      body: {
        error: {
          code: 'last_owner',
          message: 'Kontoen må ha minst én eier. Gjør en annen bruker til eier først.',
        },
      },
    },
    'DELETE /api/accounts/users/u2': () => {
      members = members.filter((row) => row.user_id !== 'u2');
      return { status: 204 };
    },
  });
  renderApp('/7/settings/users');
  return calls;
}

describe('settings/users', () => {
  it('lists users and open invitations', async () => {
    renderUsers();
    const users = await screen.findByRole('table', { name: 'Brukere på kontoen' });
    expect(within(users).getByRole('row', { name: /Mona Medlem/ })).toBeVisible();
    const invited = screen.getByRole('table', { name: 'Åpne invitasjoner' });
    expect(within(invited).getByRole('row', { name: /ny@demo.no/ })).toBeVisible();
  });

  it('requires first and last name before inviting, then sends the invitation', async () => {
    const calls = renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inviter bruker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter bruker' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-postadresse/ }), 'kari@demo.no');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(
      await within(dialog).findAllByText('Fornavn og etternavn må fylles ut for å invitere.'),
    ).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Fornavn/ }), 'Kari');
    await user.type(within(dialog).getByRole('textbox', { name: /Etternavn/ }), 'Nordmann');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText('Invitasjonen er sendt til kari@demo.no.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'kari@demo.no',
      firstname: 'Kari',
      lastname: 'Nordmann',
      role: 'member',
    });
    const invited = screen.getByRole('table', { name: 'Åpne invitasjoner' });
    expect(await within(invited).findByRole('row', { name: /kari@demo.no/ })).toBeVisible();
  });

  it('resends and revokes an invitation', async () => {
    const calls = renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send invitasjonen til ny@demo.no på nytt' }));
    expect(await screen.findByText(/En ny invitasjon er sendt til ny@demo.no/)).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/i1/resend'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Trekk tilbake invitasjonen til ny@demo.no' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trekke tilbake invitasjonen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Trekk tilbake' }));
    expect(await screen.findByText('Ingen åpne invitasjoner.')).toBeVisible();
  });

  it('shows the last-owner refusal, and removes a member after confirming', async () => {
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Rolle for Eva Eier' }));
    await user.click(await screen.findByRole('option', { name: 'Medlem' }));
    expect(
      await screen.findByText('Kontoen må ha minst én eier. Gjør en annen bruker til eier først.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fjern Mona Medlem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjerne brukeren fra kontoen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Mona Medlem/ })).not.toBeInTheDocument());
  });

  it('lets a member read the list without any buttons to change it', async () => {
    renderUsers(false);
    await screen.findByRole('table', { name: 'Brukere på kontoen' });
    expect(screen.getByText(/Bare kontoens eiere kan endre brukere/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inviter bruker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fjern/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Rolle for/ })).not.toBeInTheDocument();
  });
});
