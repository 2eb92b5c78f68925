import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';

const SLOW = { timeout: 10_000 };
const COMPANY = {
  company_name: 'Demo Sko AS',
  primary_color: '#1f6feb',
  secondary_color: '#0b3d91',
  address: '',
  postcode: '',
  city: '',
  phone: '',
  email: '',
  org_number: '',
  website: '',
  logo_url: null,
};
const CHAT = {
  title: 'Chat med oss',
  greeting: 'Hei!',
  offline: 'Vi er ikke på nett.',
  placeholder: 'Skriv en melding…',
  button: 'Åpne chat',
  primary_color: '#1f6feb',
  text_color: '#ffffff',
  opening_hours: null,
};
const INVITATION = {
  id: 'i1',
  email: 'ny@demo.no',
  firstname: 'Nina',
  lastname: 'Ny',
  role: 'member',
  invited_at: '2025-03-01T10:00:00.000Z',
  expires_at: '2025-03-08T10:00:00.000Z',
};

function renderGuide(path: string, firstPageViews: Array<string | null> = ['2026-05-01T08:30:00.000Z']) {
  let asked = 0;
  const screenApi = renderScreen(path, {
    'GET /api/getting-started/status': () => {
      const first = firstPageViews[Math.min(asked, firstPageViews.length - 1)] ?? null;
      asked += 1;
      return { body: { first_page_view_at: first } };
    },
    'GET /api/account-settings/company': { body: { data: COMPANY, can_manage: true } },
    'GET /api/account-settings/chat': { body: { data: CHAT, can_manage: true } },
    'GET /api/accounts/users': { body: { members: [], invitations: [INVITATION], can_manage: true } },
  });
  return { ...screenApi, asked: () => asked };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);

describe('getting-started guide', () => {
  it('shows the exact script tag for this account and turns green once a page view arrives', {
    timeout: 30_000,
  }, async () => {
    const guide = renderGuide('/7/getting-started/1', [null, '2026-05-01T08:30:00.000Z']);
    expect(await stepHeading('Installer widgeten i nettbutikken')).toBeVisible();
    const tag = await screen.findByLabelText('Skriptkode for widgeten', {}, SLOW);
    expect(tag).toHaveValue(
      `<script async src="${window.location.origin}/widget.js" data-account="7"></script>`,
    );
    expect(await screen.findByText(/Vi har ikke sett noe sidebesøk ennå/, {}, SLOW)).toBeVisible();
    // Polled every few seconds while on the step: the second answer has the first page view.
    expect(await screen.findByText(/Vi har sett det første sidebesøket/, {}, SLOW)).toBeVisible();
    expect(guide.asked()).toBeGreaterThanOrEqual(2);
    expect(guide.calls[0]?.headers.get('authorized-account')).toBe('7');
  });

  it('walks the steps with next and back, reusing the settings forms, and remembers the step', {
    timeout: 30_000,
  }, async () => {
    const { router } = renderGuide('/7/getting-started/1');
    const ui = userEvent.setup();
    await stepHeading('Installer widgeten i nettbutikken');
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeDisabled();

    await ui.click(screen.getByRole('button', { name: 'Neste' }));
    await stepHeading('Legg inn firmaopplysningene');
    expect(router.state.location.pathname).toBe('/7/getting-started/2');
    expect(await screen.findByLabelText(/Firmanavn/, {}, SLOW)).toHaveValue('Demo Sko AS');
    expect(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep)).toBe('2');

    await ui.click(screen.getByRole('button', { name: 'Neste' }));
    await stepHeading('Inviter teamet ditt');
    expect(await screen.findByText('ny@demo.no', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inviter bruker' })).toBeVisible();

    await ui.click(screen.getByRole('button', { name: 'Neste' }));
    await stepHeading('Tilpass chatten og gå pålogget');
    expect(await screen.findByDisplayValue('Chat med oss', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Gå pålogget' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neste' })).toBeDisabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep)).toBe('4');

    await ui.click(screen.getByRole('button', { name: 'Tilbake' }));
    await stepHeading('Inviter teamet ditt');
    expect(router.state.location.pathname).toBe('/7/getting-started/3');
  });

  it('opens a step from the labelled stepper and marks the current one', { timeout: 30_000 }, async () => {
    const { router } = renderGuide('/7/getting-started/3');
    const ui = userEvent.setup();
    await stepHeading('Inviter teamet ditt');
    const stepper = screen.getByRole('tablist', { name: 'Steg i veiviseren' });
    expect(within(stepper).getByRole('tab', { selected: true })).toHaveTextContent('Inviter teamet');
    await ui.click(within(stepper).getByRole('tab', { name: /Firmaopplysninger/ }));
    await stepHeading('Legg inn firmaopplysningene');
    expect(router.state.location.pathname).toBe('/7/getting-started/2');
  });

  it.each(['9', '0', 'abc'])('sends unknown step %s to step 1', { timeout: 30_000 }, async (step) => {
    const { router } = renderGuide(`/7/getting-started/${step}`);
    await stepHeading('Installer widgeten i nettbutikken');
    expect(router.state.location.pathname).toBe('/7/getting-started/1');
    expect(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep)).toBe('1');
  });
});
