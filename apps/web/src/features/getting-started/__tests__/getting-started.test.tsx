import { PACKAGE_KEYS, STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

function renderGuide(
  path: string,
  firstPageViews: Array<string | null> = ['2026-05-01T08:30:00.000Z'],
  packages: readonly string[] = PACKAGE_KEYS,
) {
  let asked = 0;
  const settings: Record<string, string> = { ACCEPTED_TERMS: '1' };
  const screenApi = renderScreen(path, {
    'GET /api/accounts/current': () => ({ body: { ...ACCOUNT, packages, settings: { ...settings } } }),
    'POST /api/getting-started/complete': () => {
      settings.GETTING_STARTED_DONE = '1';
      return { body: { completed: true } };
    },
    'GET /api/dashboard': { body: { conversations: [], visitors: [] } },
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

const ACCOUNT = {
  account_id: 7,
  company_name: 'Demo Sko AS',
  trial_ends_at: null,
  is_active: true,
  dealer: null,
  plans: [],
  packages: [...PACKAGE_KEYS],
};

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW);

describe('getting-started guide', () => {
  it('shows the exact script tag for this account and turns green once a page view arrives', {
    timeout: 30_000,
  }, async () => {
    const guide = renderGuide('/7/getting-started/1', [null, '2026-05-01T08:30:00.000Z']);
    expect(await stepHeading('Installer widgeten i nettbutikken')).toBeVisible();
    // A shop on a platform connects it first: the link leads to the platform's settings.
    expect(screen.getByRole('link', { name: 'Koble til butikkplattformen' })).toHaveAttribute(
      'href',
      '/7/settings/shop-platform',
    );
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
    expect(screen.queryByRole('button', { name: 'Neste' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ferdig' })).toBeEnabled();
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

  it("finishes on the last step with 'Ferdig': stored for the account, then the dashboard without the prompt", {
    timeout: 30_000,
  }, async () => {
    const { router, calls } = renderGuide('/7/getting-started/4');
    const ui = userEvent.setup();
    await stepHeading('Tilpass chatten og gå pålogget');
    await ui.click(screen.getByRole('button', { name: 'Ferdig' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' }, SLOW)).toBeVisible();
    expect(router.state.location.pathname).toBe('/7/dashboard');
    const done = calls.find(
      (call) => call.method === 'POST' && call.path.endsWith('/getting-started/complete'),
    );
    expect(done?.headers.get('authorized-account')).toBe('7');
    // The account is fetched again and carries the flag, so the dashboard no longer offers the guide.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Åpne veiviseren' })).toBeNull(), SLOW);
  });

  it('the dashboard of an account that has not finished the guide links to it', {
    timeout: 30_000,
  }, async () => {
    window.localStorage.setItem(STORAGE_KEYS.gettingStartedLastStep, '3');
    const { router } = renderGuide('/7/dashboard');
    const ui = userEvent.setup();
    const prompt = await screen.findByRole('region', { name: 'Kom i gang med butikken' }, SLOW);
    await ui.click(within(prompt).getByRole('link', { name: 'Åpne veiviseren' }));
    await stepHeading('Inviter teamet ditt');
    expect(router.state.location.pathname).toBe('/7/getting-started/3');
  });

  it('a new account without packages, whose dashboard is locked, is still offered the guide there', {
    timeout: 30_000,
  }, async () => {
    renderGuide('/7/dashboard', undefined, []);
    expect(await screen.findByText('Denne funksjonen er låst', {}, SLOW)).toBeVisible();
    const prompt = screen.getByRole('region', { name: 'Kom i gang med butikken' });
    expect(within(prompt).getByRole('link', { name: 'Åpne veiviseren' })).toHaveAttribute(
      'href',
      '/7/getting-started/1',
    );
  });

  it.each(['9', '0', 'abc'])('sends unknown step %s to step 1', { timeout: 30_000 }, async (step) => {
    const { router } = renderGuide(`/7/getting-started/${step}`);
    await stepHeading('Installer widgeten i nettbutikken');
    expect(router.state.location.pathname).toBe('/7/getting-started/1');
    expect(window.localStorage.getItem(STORAGE_KEYS.gettingStartedLastStep)).toBe('1');
  });
});
