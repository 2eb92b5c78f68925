import { LIMITS, STORAGE_KEYS } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';
import { NotificationQuestionBar } from '../components/notification-question-bar';
import { SessionDialogs } from '../components/session-dialogs';
import { demoAccount, sessionWithRoles } from './render-in-account';

const requestPermission = vi.fn<() => Promise<NotificationPermission>>();

function stubNotification(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission });
}

/** A layout as the shell's: the bar above the page, and two pages to move between. */
function Layout() {
  return (
    <>
      <NotificationQuestionBar />
      <SessionDialogs />
      <Link to="/7/chat">Chat</Link>
      <button type="button">Gjør noe</button>
      <Outlet />
    </>
  );
}

function renderSignedIn(accepted = true) {
  let termsAccepted = accepted;
  mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(['user']) },
    'GET /api/accounts/current': () => ({
      body: demoAccount({ settings: { ACCEPTED_TERMS: termsAccepted ? '1' : '0' } }),
    }),
    'POST /api/accounts/terms': () => {
      termsAccepted = true;
      return { body: { accepted_terms: true, agreements: [] } };
    },
  });
  sessionStore.setToken('token-1');
  const router = createMemoryRouter(
    [
      {
        path: '/:accountId',
        element: <Layout />,
        children: [
          { path: 'dashboard', element: <h1>Dashbord</h1> },
          { path: 'chat', element: <h1>Chat-siden</h1> },
        ],
      },
    ],
    { initialEntries: ['/7/dashboard'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const QUESTION = { name: 'Vil du få varsler?' };
const bar = () => screen.queryByRole('region', QUESTION);

describe('the notification question', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    requestPermission.mockReset();
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('comes as a bar, not a dialog, the spec delay after sign-in; yes asks the browser', async () => {
    stubNotification('default');
    requestPermission.mockResolvedValue('granted');
    renderSignedIn();
    await screen.findByRole('heading', { name: 'Dashbord' });
    await pass(LIMITS.notificationDialogDelayMs - 500);
    expect(bar()).not.toBeInTheDocument();
    await pass(600);
    expect(await screen.findByRole('region', QUESTION)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not a focus trap: the page's own controls stay reachable and clickable.
    await user.click(screen.getByRole('link', { name: 'Chat' }));
    expect(await screen.findByRole('heading', { name: 'Chat-siden' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ja, gi meg varsler' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('granted'),
    );
    expect(bar()).not.toBeInTheDocument();
  });

  it('no stores the refusal without asking the browser', async () => {
    stubNotification('default');
    renderSignedIn();
    await pass(LIMITS.notificationDialogDelayMs + 100);
    await user.click(await screen.findByRole('button', { name: 'Nei takk' }));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('denied');
    expect(bar()).not.toBeInTheDocument();
  });

  it('never appears after a click on the page it is on; once work has started it waits for the next page', async () => {
    stubNotification('default');
    renderSignedIn();
    await screen.findByRole('heading', { name: 'Dashbord' });
    await user.click(screen.getByRole('button', { name: 'Gjør noe' }));
    await pass(LIMITS.notificationDialogDelayMs + 1000);
    await user.click(screen.getByRole('button', { name: 'Gjør noe' }));
    await user.keyboard('{Tab}');
    await pass(100);
    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // With the next page it is simply there, above it, without taking the focus.
    await user.click(screen.getByRole('link', { name: 'Chat' }));
    expect(await screen.findByRole('heading', { name: 'Chat-siden' })).toBeVisible();
    expect(await screen.findByRole('region', QUESTION)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', QUESTION)).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('does not ask when the browser or an earlier answer decided', async () => {
    stubNotification('granted');
    renderSignedIn();
    await pass(LIMITS.notificationDialogDelayMs + 100);
    expect(bar()).not.toBeInTheDocument();
  });

  it('does not ask after an earlier no', async () => {
    stubNotification('default');
    window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
    renderSignedIn();
    await pass(LIMITS.notificationDialogDelayMs + 100);
    expect(bar()).not.toBeInTheDocument();
  });

  it('waits while the terms dialog is open, and comes with the next page after the terms', async () => {
    stubNotification('default');
    renderSignedIn(false);
    expect(await screen.findByRole('dialog', { name: 'Godta vilkårene' })).toBeVisible();
    await pass(LIMITS.notificationDialogDelayMs + 100);
    expect(bar()).not.toBeInTheDocument();
    for (const name of [
      'Jeg godtar vilkårene',
      'Jeg godtar databehandleravtalen',
      'Jeg godtar personvernerklæringen',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Godta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The delay starts once the terms are accepted; nothing done since, so it comes at its time.
    await pass(LIMITS.notificationDialogDelayMs + 100);
    expect(await screen.findByRole('region', QUESTION)).toBeVisible();
  });
});
