import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { getSession } from '../api/get-session';

const generic = 'En feil har oppstått. Prøv på nytt eller kontakt kundeservice.';

describe('getSession', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('stores the renewed token it is answered with', async () => {
    sessionStore.setToken('old');
    mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'renewed' }) } });
    await getSession();
    expect(sessionStore.getToken()).toBe('renewed');
  });

  it('ends the session on an error answer, with the server message (spec section 8)', async () => {
    sessionStore.setToken('abc');
    mockApi({
      'GET /api/auth/me': {
        status: 500,
        body: { error: { code: 'internal', message: 'Serveren svikter.' } },
      },
    });
    await expect(getSession()).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getNotice()).toBe('Serveren svikter.');
  });

  it('ends the session when the check gets no answer, saying so once', async () => {
    sessionStore.setToken('abc');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getSession()).rejects.toMatchObject({ code: 'network_error' });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getNotice()).toBe(`${generic} Failed to fetch`);
  });

  it('keeps the session when the check is cut off because the page is being left', async () => {
    sessionStore.setToken('abc');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    window.dispatchEvent(new Event('pagehide'));
    await expect(getSession()).rejects.toBeInstanceOf(TypeError);
    expect(sessionStore.getToken()).toBe('abc');
  });
});
