import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

type Handlers = Parameters<typeof mockApi>[0];

/** The whole app at /7/settings/{type}, signed in as a shop owner, with the given API answers. */
export function renderSettings(type: 'api-keys' | 'ignore-lists', handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  // Answered before, so the notification question (a modal after 2 s) stays out of these tests.
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    // The api-keys screen also shows the abandoned-cart wait (cart-settings.test.tsx tests it).
    'GET /api/account-settings/carts': { body: { data: { abandoned_after_minutes: 60 }, can_manage: true } },
    // And the identity secret (identity-secret-settings.test.tsx tests it).
    'GET /api/account-settings/identity-secret': {
      body: { data: { secret: 'c'.repeat(64) }, can_manage: true },
    },
    ...handlers,
  });
  return { calls, ...renderApp(`/7/settings/${type}`) };
}
