import { type Role, STORAGE_KEYS } from '@butikkpanel/contracts';
import { layoutSettingsStore } from '@/features/shell/layout-settings';
import { demoSession, mockApi } from '@/test/fetch-mock';

type Handlers = Parameters<typeof mockApi>[0];

/** The first load of a lazily loaded screen in a test run takes a moment. */
export const SLOW = { timeout: 15_000 };

/** A stored token and GET /api/auth/me answering for a user with `roles` and `shortcuts`. */
export function signedInAs(
  roles: Role[] = ['user'],
  handlers: Handlers = {},
  shortcuts: string[] = [],
  settings: Record<string, unknown> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  layoutSettingsStore.reload();
  const session = demoSession({ access_token: 'stored-token' });
  return mockApi({
    'GET /api/auth/me': {
      body: { ...session, user: { ...session.user, role: roles, data: { settings, shortcuts } } },
    },
    ...handlers,
  });
}
