import { okAnswerSchema, STORAGE_KEYS } from '@butikkpanel/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { mockApi } from '@/test/fetch-mock';

describe('apiRequest', () => {
  it('sends the session headers under /api and parses the answer', async () => {
    sessionStore.setToken('abc');
    sessionStore.setAccountId(12);
    const calls = mockApi({ 'POST /api/auth/logout': { body: { ok: true } } });
    await expect(apiRequest('/auth/logout', { method: 'POST', schema: okAnswerSchema })).resolves.toEqual({
      ok: true,
    });
    const headers = calls[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer abc');
    expect(headers?.get('authorized-account')).toBe('12');
    expect(headers?.get('user-language')).toBe('nb');
    expect(headers?.has('Content-Type')).toBe(false);
  });

  it('turns the error shape into an ApiRequestError with code, message and fields', async () => {
    mockApi({
      'POST /api/x': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Noen felt …', fields: { email: 'Ugyldig' } } },
      },
    });
    const error = await apiRequest('/x', { method: 'POST', body: {}, schema: okAnswerSchema }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Noen felt …' });
    expect(error.fields).toEqual({ email: 'Ugyldig' });
  });

  it('logs out on a 401 to an authenticated call and keeps the message', async () => {
    sessionStore.setToken('old');
    mockApi({
      'GET /api/x': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Du har ikke tilgang' } },
      },
    });
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toThrow('Du har ikke tilgang');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(sessionStore.getNotice()).toBe('Du har ikke tilgang');
  });

  it('answers a network failure with the generic prefix and the cause, an unreadable answer with the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({
      status: 0,
      message: 'En feil har oppstått. Prøv på nytt eller kontakt kundeservice. Failed to fetch',
    });
    mockApi({ 'GET /api/x': { status: 502, body: '<html>' } });
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({
      status: 502,
      code: 'generic',
    });
  });

  it('shows the plain unauthorized text for a 401, and the server text only for an expired session', async () => {
    sessionStore.setToken('old');
    mockApi({
      'GET /api/x': { status: 401, body: { error: { code: 'invalid_token', message: 'Ugyldig token' } } },
    });
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getNotice()).toBe('Du har ikke tilgang');

    sessionStore.setToken('older');
    mockApi({
      'GET /api/x': {
        status: 401,
        body: { error: { code: 'session_expired', message: 'Økten din er utløpt. Logg inn på nytt.' } },
      },
    });
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getNotice()).toBe('Økten din er utløpt. Logg inn på nytt.');
  });

  it('logs out when an authenticated call gets no answer, keeping the reason', async () => {
    sessionStore.setToken('abc');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getNotice()).toBe(
      'En feil har oppstått. Prøv på nytt eller kontakt kundeservice. Failed to fetch',
    );
  });

  it('takes an answer whose body is cut off for no answer', async () => {
    sessionStore.setToken('abc');
    const cutOff = new ReadableStream({
      start: (controller) => controller.error(new TypeError('network error')),
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(cutOff, { status: 200 })));
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(sessionStore.getToken()).toBeNull();
  });

  it('keeps the session when a call is cut off because the page is being left, and ends it again after', async () => {
    sessionStore.setToken('abc');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    window.dispatchEvent(new Event('pagehide'));
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toBeInstanceOf(TypeError);
    expect(sessionStore.getToken()).toBe('abc');
    // Back from the back-forward cache: a call that gets no answer ends the session again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(sessionStore.getToken()).toBeNull();
  });

  it('keeps a newer session when an older call fails', async () => {
    sessionStore.setToken('old');
    mockApi({
      'GET /api/x': () => {
        sessionStore.setToken('new');
        return { status: 401, body: { error: { code: 'unauthorized', message: 'Du har ikke tilgang' } } };
      },
    });
    await expect(apiRequest('/x', { schema: okAnswerSchema })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getToken()).toBe('new');
  });

  it('sends the given account instead of the remembered one', async () => {
    sessionStore.setAccountId(12);
    const calls = mockApi({ 'GET /api/x': { body: { ok: true } } });
    await apiRequest('/x', { schema: okAnswerSchema, accountId: 30 });
    expect(calls[0]?.headers.get('authorized-account')).toBe('30');
  });
});
