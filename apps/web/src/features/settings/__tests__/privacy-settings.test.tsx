import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const keepAll = {
  chat_messages: null,
  chat_images: null,
  chat_conversations: null,
  visitors: null,
  page_views: null,
  cart_events: null,
};

const exportAnswer = {
  email: 'kunde@example.no',
  account_id: 7,
  exported_at: '2025-03-10T10:00:00.000Z',
  visitors: [{ id: 'v1' }],
  chat_messages: [],
  chat_images: [],
  page_views: [],
  cart_events: [],
  customers: [],
  orders: [],
};

const lastRun = {
  id: 3,
  started_at: '2025-03-10T02:00:00.000Z',
  finished_at: '2025-03-10T02:00:01.000Z',
  removed: { '7': { chat_messages: 12 }, '8': { page_views: 5 } },
  error: null,
};

function renderPrivacy(
  options: { roles?: string[]; canManage?: boolean; runs?: { status?: number; body: unknown } } = {},
) {
  let retention: Record<string, number | null> = { ...keepAll, chat_messages: 90 };
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const session = demoSession({ access_token: 'stored-token' });
  session.user.role = options.roles ?? ['user'];
  const calls = mockApi({
    'GET /api/auth/me': { body: session },
    'GET /api/privacy/settings': () => ({ body: { retention, can_manage: options.canManage ?? true } }),
    'PUT /api/privacy/settings': (request) => {
      retention = request.body as typeof retention;
      return { body: { retention, can_manage: true } };
    },
    'POST /api/privacy/export': { body: exportAnswer },
    'POST /api/privacy/erase': {
      body: {
        email: 'kunde@example.no',
        removed: {
          visitors: 1,
          chat_messages: 2,
          chat_images: 0,
          page_views: 3,
          cart_events: 0,
          customers: 1,
        },
        orders_anonymised: 4,
      },
    },
    'GET /api/privacy/runs': options.runs ?? { body: { data: [lastRun] } },
  });
  renderApp('/7/settings/privacy');
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('settings/privacy', () => {
  it('shows the periods, refuses out-of-range days with the catalogue message and saves good ones', {
    timeout: 20_000,
  }, async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    const messages = await screen.findByRole('textbox', { name: 'Meldinger' });
    expect(messages).toHaveValue('90');
    const pageViews = screen.getByRole('textbox', { name: 'Sidevisninger' });
    await user.type(pageViews, '5');
    await user.click(screen.getByRole('button', { name: 'Lagre lagringstid' }));
    expect(
      await screen.findByText(
        'Skriv et antall dager fra 30 til 3650, eller la feltet stå tomt for å beholde.',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(pageViews).toHaveValue('5');

    await user.clear(pageViews);
    await user.type(pageViews, '60');
    await user.clear(messages);
    await user.click(screen.getByRole('button', { name: 'Lagre lagringstid' }));
    expect(await screen.findByText('Lagringstiden er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...keepAll, page_views: 60 });
    expect(screen.queryByRole('heading', { name: 'Slettejobben' })).not.toBeInTheDocument();
  });

  it('exports one e-mail as a JSON download', async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    const createUrl = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const email = await screen.findByRole('textbox', { name: /E-postadressen til den besøkende/ });
    await user.click(screen.getByRole('button', { name: 'Last ned (JSON)' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    await user.type(email, 'kunde@example.no');
    await user.click(screen.getByRole('button', { name: 'Last ned (JSON)' }));
    expect(await screen.findByText('Opplysningene om kunde@example.no er lastet ned.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/privacy/export')?.body).toEqual({
      email: 'kunde@example.no',
    });
    expect(createUrl).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('erases only after the e-mail is typed again', async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /E-postadressen til den besøkende/ }),
      'kunde@example.no',
    );
    await user.click(screen.getByRole('button', { name: 'Slett personopplysninger …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette personopplysningene?' });
    expect(within(dialog).getByText(/Ordrene blir stående uten e-postadresse/)).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Skriv e-postadressen på nytt/ }),
      'feil@example.no',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Slett for godt' }));
    expect(await within(dialog).findByText('E-postadressene er ikke like.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/privacy/erase')).toBe(false);

    const confirm = within(dialog).getByRole('textbox', { name: /Skriv e-postadressen på nytt/ });
    await user.clear(confirm);
    await user.type(confirm, 'kunde@example.no');
    await user.click(within(dialog).getByRole('button', { name: 'Slett for godt' }));
    expect(await screen.findByText(/E-postadressen er fjernet fra 4 ordrer/)).toBeVisible();
    expect(calls.find((call) => call.path === '/api/privacy/erase')?.body).toEqual({
      email: 'kunde@example.no',
      confirm_email: 'kunde@example.no',
    });
  });

  it('shows staff when the job last ran and what it removed', async () => {
    renderPrivacy({ roles: ['staff'] });
    expect(await screen.findByRole('heading', { name: 'Slettejobben' })).toBeVisible();
    expect(await screen.findByText(/Sist kjørt/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Siste kjøringer' });
    const row = within(table).getByRole('row', { name: /10\.03\.2025/ });
    expect(
      within(row).getByText(/Denne kontoen: Meldinger: 12\. Alle kontoer: Meldinger: 12, Sidevisninger: 5\./),
    ).toBeVisible();
  });

  it('shows staff a failed run with its error', async () => {
    const failed = { ...lastRun, id: 4, removed: {}, error: 'Databasen svarte ikke' };
    renderPrivacy({ roles: ['staff'], runs: { body: { data: [failed, lastRun] } } });
    const table = await screen.findByRole('table', { name: 'Siste kjøringer' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Feilet: Databasen svarte ikke')).toBeVisible();
  });

  it('tells staff when the job has not run yet', async () => {
    renderPrivacy({ roles: ['staff'], runs: { body: { data: [] } } });
    expect(await screen.findByText('Jobben har ikke kjørt ennå.')).toBeVisible();
    expect(screen.queryByText(/Sist kjørt/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Siste kjøringer' })).not.toBeInTheDocument();
  });

  it("shows staff the server's refusal when the runs cannot be read", async () => {
    renderPrivacy({
      roles: ['staff'],
      runs: { status: 403, body: { error: { code: 'forbidden', message: 'Bare staff kan se kjøringene.' } } },
    });
    const section = await screen.findByRole('region', { name: 'Slettejobben' });
    // The section's own info note is an alert as well; the refusal is the other one.
    const refusal = await within(section).findByText('Bare staff kan se kjøringene.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(within(section).queryByText('Jobben har ikke kjørt ennå.')).not.toBeInTheDocument();
  });

  it('shows members the periods without a way to change them or look anyone up', async () => {
    renderPrivacy({ canManage: false });
    expect(await screen.findByRole('textbox', { name: 'Meldinger' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lagre lagringstid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last ned (JSON)' })).not.toBeInTheDocument();
  });
});
