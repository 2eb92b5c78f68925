import { LIMITS, STORAGE_KEYS } from '@butikkpanel/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { SessionDialogs } from '../components/session-dialogs';
import { demoAccount, renderInAccount, sessionWithRoles } from './render-in-account';

const requestPermission = vi.fn<() => Promise<NotificationPermission>>();

function stubNotification(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission });
}

async function renderSignedIn(accepted = true) {
  mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(['user']) },
    'GET /api/accounts/current': {
      body: demoAccount({ settings: { ACCEPTED_TERMS: accepted ? '1' : '0' } }),
    },
  });
  renderInAccount(<SessionDialogs />);
  // Let the session and account arrive, then pass the delay after sign-in.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIMITS.notificationDialogDelayMs);
  });
}

describe('notification permission dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    requestPermission.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks after the delay; yes asks the browser and stores its answer', async () => {
    stubNotification('default');
    requestPermission.mockResolvedValue('granted');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Ja, gi meg varsler' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('granted'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no stores the refusal without asking the browser', async () => {
    stubNotification('default');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Nei takk' }));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationPermission)).toBe('denied');
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

  it('waits while the terms dialog is open', async () => {
    stubNotification('default');
    await renderSignedIn(false);
    expect(await screen.findByRole('dialog', { name: 'Godta vilkårene' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Vil du få varsler?' })).not.toBeInTheDocument();
  });
});
