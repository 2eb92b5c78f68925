import {
  type AppDetail,
  type AppHealth,
  type AppService,
  type AppSummary,
  appKindOf,
  newsletterSettingsSchema,
  reviewSettingsSchema,
} from '@butikkpanel/contracts';
import { renderScreen } from '@/test/render-screen';

/** A fixed instant: the tests never read the clock (11:00 in Oslo). */
export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const health = (overrides: Partial<AppHealth> = {}): AppHealth => ({
  last_success_at: STAMP,
  queued: 0,
  pending: 0,
  retrying: 0,
  failed: 0,
  last_error: null,
  ...overrides,
});

export const summary = (service: AppService, overrides: Partial<AppSummary> = {}): AppSummary => ({
  service,
  kind: appKindOf(service),
  connected: false,
  status: null,
  health: null,
  ...overrides,
});

/** The page of a service not connected, as the server answers it. */
export const notConnected = (service: AppService): AppDetail => ({
  ...summary(service),
  key_hint: null,
  fields: {},
  account_name: null,
  lists: [],
  settings: null,
  connected_at: null,
  deliveries: [],
  segments: [],
  can_manage: true,
});

/** A connected app with the contract's default settings for its kind. */
export const connected = (service: AppService, overrides: Partial<AppDetail> = {}): AppDetail => ({
  ...summary(service),
  connected: true,
  status: 'active',
  health: health(),
  key_hint: '••••abcd',
  fields: {},
  account_name: 'Demo Sko',
  lists: [],
  settings:
    appKindOf(service) === 'newsletter' ? newsletterSettingsSchema.parse({}) : reviewSettingsSchema.parse({}),
  connected_at: STAMP,
  deliveries: [],
  segments: [],
  can_manage: true,
  ...overrides,
});

export const invalid = (fields: Record<string, string>, status = 400) => ({
  status,
  body: { error: { code: 'validation_failed', message: 'Sjekk feltene som er merket.', fields } },
});

export const refused = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

/** The whole app at /7/{path}, signed in as the shop owner; handlers keyed `METHOD /api/path`. */
export const renderApps = (path: string, handlers: Parameters<typeof renderScreen>[1]) =>
  renderScreen(`/7/${path}`, handlers);
