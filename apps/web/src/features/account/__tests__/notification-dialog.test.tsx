import { LIMITS, STORAGE_KEYS } from '@butikkpanel/contracts';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { SessionDialogs } from '../components/session-dialogs';
import { demoAccount, renderInAccount, sessionWithRoles } from './render-in-account';

const requestPermission = vi.fn<() => Promise<NotificationPermission>>();

function stubNotification(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission });
}

async function renderSignedIn(accepted = true, extra: ReactElement | null = null) {
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
  renderInAccount(
    <>
      <SessionDialogs />
      {extra}
    </>,
  );
  // Let the session and account arrive, then pass the delay after sign-in.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIMITS.notificationDialogDelayMs);
  });
}

const QUESTION = { name: 'Vil du få varsler?' };

/** Some other dialog of the page (a confirm), opened and closed by the user. */
function OtherDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Slett
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="other-dialog-title">
        <DialogTitle id="other-dialog-title">Slette?</DialogTitle>
        <button type="button" onClick={() => setOpen(false)}>
          Avbryt
        </button>
      </Dialog>
    </>
  );
}

/** A click on the page that does nothing in particular: the user is there and doing something. */
const clickThePage = (user: ReturnType<typeof userEvent.setup>) => user.click(document.body);

describe('notification permission dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    requestPermission.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks only once the delay has passed and the user has done something; yes asks the browser', async () => {
    stubNotification('default');
    requestPermission.mockResolvedValue('granted');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    // Nobody has touched the page: no question pops up by itself.
    expect(screen.queryByRole('dialog', QUESTION)).not.toBeInTheDocument();
    await clickThePage(user);
    await user.click(await screen.findByRole('button', { name: 'Ja, gi meg varsler' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('granted'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not count what the user did before the delay', async () => {
    stubNotification('default');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({
      'GET /api/auth/me': { body: sessionWithRoles(['user']) },
      'GET /api/accounts/current': { body: demoAccount() },
    });
    renderInAccount(<SessionDialogs />);
    await clickThePage(user);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIMITS.notificationDialogDelayMs + 1000);
    });
    expect(screen.queryByRole('dialog', QUESTION)).not.toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(await screen.findByRole('dialog', QUESTION)).toBeVisible();
  });

  it('no stores the refusal without asking the browser', async () => {
    stubNotification('default');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn();
    await clickThePage(user);
    await user.click(await screen.findByRole('button', { name: 'Nei takk' }));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('denied');
  });

  it('never lands on top of another dialog the user just opened', async () => {
    stubNotification('default');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn(true, <OtherDialog />);
    await user.click(screen.getByRole('button', { name: 'Slett' }));
    expect(await screen.findByRole('dialog', { name: 'Slette?' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByRole('dialog', QUESTION)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slette?' })).not.toBeInTheDocument());
    await clickThePage(user);
    expect(await screen.findByRole('dialog', QUESTION)).toBeVisible();
  });

  it('does not ask when the browser or an earlier answer decided', async () => {
    stubNotification('granted');
    await renderSignedIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stubNotification('default');
    window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
    await renderSignedIn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while the terms dialog is open, and asks only after the terms are accepted', async () => {
    stubNotification('default');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn(false);
    expect(await screen.findByRole('dialog', { name: 'Godta vilkårene' })).toBeVisible();
    for (const name of [
      'Jeg godtar vilkårene',
      'Jeg godtar databehandleravtalen',
      'Jeg godtar personvernerklæringen',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.queryByRole('dialog', QUESTION)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Godta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The clicks in the terms dialog do not count: the delay starts again once the terms are accepted.
    await clickThePage(user);
    expect(screen.queryByRole('dialog', QUESTION)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIMITS.notificationDialogDelayMs);
    });
    await clickThePage(user);
    expect(await screen.findByRole('dialog', QUESTION)).toBeVisible();
  });
});
