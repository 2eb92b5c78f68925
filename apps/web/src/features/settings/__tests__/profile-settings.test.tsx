import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

function renderProfile(handlers: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    ...handlers,
  });
  renderApp('/7/settings/profile');
  return calls;
}

const user = demoSession().user;

describe('settings/profile', () => {
  it('saves the name; an empty name shows the catalogue message and sends nothing', {
    timeout: 20_000,
  }, async () => {
    const calls = renderProfile({
      'POST /api/auth/user/update': (request) => ({
        body: { user: { ...user, ...(request.body as object) } },
      }),
    });
    const ui = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /Fornavn/ });
    expect(first).toHaveValue('Eva');
    await ui.clear(first);
    await ui.click(screen.getByRole('button', { name: 'Lagre navn' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/auth/user/update')).toHaveLength(0);

    await ui.type(first, 'Ola');
    await ui.click(screen.getByRole('button', { name: 'Lagre navn' }));
    expect(await screen.findByText('Navnet er lagret.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/auth/user/update')?.body).toEqual({
      firstname: 'Ola',
      lastname: 'Eier',
    });
  });

  it('refuses a file that is not jpg or png, and one over 1 MB, before sending', async () => {
    const calls = renderProfile();
    const ui = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Last opp bilde' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await ui.upload(input, new File(['GIF89a'], 'bilde.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Ulovlig filtype.')).toBeVisible();
    await ui.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'stor.png', { type: 'image/png' }));
    expect(await screen.findByText(/Filen er for stor/)).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/profile/image')).toHaveLength(0);
  });

  it('uploads a png as the raw body', async () => {
    const calls = renderProfile({
      'POST /api/profile/image': () => ({ body: { user: { ...user, image: '/api/images/abc' } } }),
    });
    const ui = userEvent.setup();
    await screen.findByRole('button', { name: 'Last opp bilde' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await ui.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'meg.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/profile/image')).toBe(true));
    const call = calls.find((entry) => entry.path === '/api/profile/image');
    expect(call?.headers.get('content-type')).toBe('image/png');
  });

  it('shows a wrong old password on its field', async () => {
    renderProfile({
      'POST /api/auth/password/change': {
        status: 400,
        body: {
          error: {
            code: 'old_password_incorrect',
            message: 'Det gamle passordet er feil.',
            fields: { old_password: 'Ugyldig verdi.' },
          },
        },
      },
    });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText(/Gammelt passord/), 'feil-passord');
    await ui.type(screen.getByLabelText(/^Nytt passord/), 'Nytt-passord-2');
    await ui.type(screen.getByLabelText(/Gjenta nytt passord/), 'Nytt-passord-2');
    await ui.click(screen.getByRole('button', { name: 'Bytt passord' }));
    expect(await screen.findByText('Det gamle passordet er feil.')).toBeVisible();
    expect(screen.getByLabelText(/Gammelt passord/)).toHaveAttribute('aria-invalid', 'true');
  });
});
