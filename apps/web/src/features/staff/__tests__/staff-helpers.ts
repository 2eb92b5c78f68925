import type { StaffAccount } from '@butikkpanel/contracts';
import type { Role } from '@butikkpanel/contracts/core';
import { STORAGE_KEYS } from '@butikkpanel/contracts/core';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

type Handlers = Parameters<typeof mockApi>[0];

export const PLANS = [
  { id: 1, name: 'Chat', packages: ['PACKAGE_CHAT'] },
  { id: 2, name: 'Pro', packages: ['PACKAGE_DASHBOARD', 'PACKAGE_SEARCH'] },
];
export const DEALERS = [{ id: 3, name: 'Forhandler AS', email: 'salg@forhandler.no', phone: '22 33 44 55' }];

export function staffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    account_id: 7,
    company_name: 'Demo Sko AS',
    is_active: true,
    trial_ends_at: null,
    dealer: null,
    plans: [{ id: 1, name: 'Chat' }],
    packages: ['PACKAGE_CHAT'],
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The whole app at /7/staff/{type}, signed in with `roles`, with the given API answers. */
export function renderStaff(type: string, handlers: Handlers, roles: Role[] = ['staff']) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const session = demoSession({ access_token: 'stored-token' });
  const calls = mockApi({
    'GET /api/auth/me': { body: { ...session, user: { ...session.user, role: roles } } },
    'GET /api/staff/plans': { body: { data: PLANS } },
    'GET /api/staff/dealers': { body: { data: DEALERS } },
    ...handlers,
  });
  return { calls, ...renderApp(`/7/staff/${type}`) };
}
