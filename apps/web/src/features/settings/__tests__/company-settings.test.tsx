import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const COMPANY = {
  company_name: 'Demo Sko AS',
  primary_color: '#1f6feb',
  secondary_color: '#0b3d91',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  phone: '',
  email: '',
  org_number: '',
  website: '',
  logo_url: null,
};

function renderCompany(canManage: boolean) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  let saved = COMPANY;
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/account-settings/company': () => ({ body: { data: saved, can_manage: canManage } }),
    'PUT /api/account-settings/company': (request) => {
      saved = { ...saved, ...(request.body as object) };
      return { body: { data: saved, can_manage: true } };
    },
  });
  renderApp('/7/settings/company');
  return calls;
}

describe('settings/company', () => {
  it('shows the catalogue messages on bad fields and saves nothing until they are fixed', {
    timeout: 20_000,
  }, async () => {
    const calls = renderCompany(true);
    const ui = userEvent.setup();
    const org = await screen.findByRole('textbox', { name: 'Organisasjonsnummer' });
    await ui.type(org, '1234');
    const color = screen.getByRole('textbox', { name: /Hovedfarge/ });
    await ui.clear(color);
    await ui.type(color, 'blå');
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Organisasjonsnummeret må ha 9 siffer.')).toBeVisible();
    expect(screen.getByText('Fargen må være en hex-kode, for eksempel #1f6feb.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await ui.clear(org);
    await ui.type(org, '912345678');
    await ui.clear(color);
    await ui.type(color, '#aa0000');
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Firmaopplysningene er lagret.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      org_number: '912345678',
      primary_color: '#aa0000',
      company_name: 'Demo Sko AS',
    });
    expect(put?.headers.get('authorized-account')).toBe('7');
  });

  it('is read-only for a member who may not change it', async () => {
    renderCompany(false);
    expect(await screen.findByText('Bare kontoens eier kan endre firmaopplysningene.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Firmanavn/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lagre' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last opp logo' })).toHaveAttribute('aria-disabled', 'true');
  });
});
