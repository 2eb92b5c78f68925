import {
  APP_CONNECTION_FIELDS,
  APP_SERVICE_NAMES,
  APP_SERVICES,
  type AppCredentials,
  type AppDetail,
  type AppService,
  type AppStatus,
  type AppSummary,
  appKindOf,
  type NewsletterSettings,
  newsletterSettingsSchema,
  type ReviewSettings,
  reviewSettingsSchema,
} from '@butikkpanel/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { foreignSegmentIds, latestConsentChangeId, listSegments } from '../audience';
import { accountRefOf, serviceBaseUrl } from './connection';
import { type CredentialSealer, keyHint } from './credentials';
import { type DeliveryScheduler, scheduleExport } from './deliveries';
import * as repo from './repository';
import { adapterOf, type KeyCheck, ServiceError } from './services';

export interface AppsDeps {
  db: Database;
  config: Config['apps'];
  sealer: CredentialSealer;
  deliveries: DeliveryScheduler;
}

const RECENT_DELIVERIES = 25;

/**
 * The settings as the service's kind takes them, defaults filled; a bad field is a 400 on that field, and
 * so is a segment that is not the account's own.
 */
export async function parseSettings(db: Database, accountId: number, service: AppService, settings: unknown) {
  const schema = appKindOf(service) === 'newsletter' ? newsletterSettingsSchema : reviewSettingsSchema;
  let parsed: NewsletterSettings | ReviewSettings;
  try {
    parsed = parseInput(schema, settings ?? {});
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      throw new AppError(400, 'validation_failed', undefined, prefixed(error.fields, 'settings'));
    }
    throw error;
  }
  if ('segment_ids' in parsed && (await foreignSegmentIds(db, accountId, parsed.segment_ids)).length > 0) {
    throw new AppError(400, 'validation_failed', undefined, {
      'settings.segment_ids': 'app_segment_not_found',
    });
  }
  return parsed;
}

/** Who goes out to a newsletter app: a change here sends the audience now chosen as a new export. */
const audienceOf = (settings: unknown) => {
  const parsed = newsletterSettingsSchema.safeParse(settings);
  if (!parsed.success) return null;
  const { list_id, sources, segment_ids } = parsed.data;
  return JSON.stringify([list_id, [...sources].sort(), [...segment_ids].sort()]);
};

const prefixed = (fields: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}.${key}`, value]));

/** The service's other required fields, present (an empty key is refused by the schema already). */
function requireFields(service: AppService, credentials: AppCredentials) {
  const missing = APP_CONNECTION_FIELDS[service]
    .map((field) => field.name)
    .filter((name) => name !== 'api_key' && !credentials[name as keyof AppCredentials]);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'validation_failed',
      undefined,
      Object.fromEntries(missing.map((name) => [`credentials.${name}`, 'field_empty'])),
    );
  }
}

const fieldsOf = (service: AppService, credentials: AppCredentials): Record<string, string> =>
  Object.fromEntries(
    APP_CONNECTION_FIELDS[service]
      .filter((field) => !field.secret)
      .map((field) => [field.name, String(credentials[field.name as keyof AppCredentials] ?? '')]),
  );

/** Asks the service whether the key works: its account's name and lists, or its reason in the error. */
export async function checkCredentials(
  deps: Pick<AppsDeps, 'config'>,
  service: AppService,
  credentials: AppCredentials,
): Promise<KeyCheck> {
  requireFields(service, credentials);
  const connection = {
    baseUrl: serviceBaseUrl(deps.config, service, credentials.api_key, null),
    apiKey: credentials.api_key,
    ...(credentials.api_secret ? { apiSecret: credentials.api_secret } : {}),
    ...accountRefOf(fieldsOf(service, credentials)),
    timeoutMs: deps.config.timeoutMs,
  };
  try {
    return await adapterOf(service).checkKey(connection);
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'rejected') {
      throw new AppError(422, 'app_key_rejected', {
        service: APP_SERVICE_NAMES[service],
        reason: error.message,
      });
    }
    if (error instanceof ServiceError) {
      throw new AppError(503, 'app_service_unreachable', { service: APP_SERVICE_NAMES[service] });
    }
    throw error;
  }
}

/**
 * Connects (or reconnects with a new key): the key is checked against the service first and stored
 * sealed. A newsletter service starts reading consent changes from now, and gets the audience that has
 * consented so far as one export.
 */
export async function connect(
  deps: AppsDeps,
  accountId: number,
  service: AppService,
  input: { credentials: AppCredentials; settings?: unknown },
  now: Date,
) {
  const settings = await parseSettings(deps.db, accountId, service, input.settings);
  const check = await checkCredentials(deps, service, input.credentials);
  const existing = await repo.findConnection(deps.db, accountId, service);
  const row = await repo.upsertConnection(deps.db, {
    accountId,
    service,
    sealedCredentials: deps.sealer.seal({
      api_key: input.credentials.api_key,
      ...(input.credentials.api_secret ? { api_secret: input.credentials.api_secret } : {}),
    }),
    keyHint: keyHint(input.credentials.api_key),
    fields: fieldsOf(service, input.credentials),
    accountName: check.accountName,
    lists: check.lists,
    settings,
    consentCursor: await latestConsentChangeId(deps.db, accountId),
    readBackSince: now,
    connectedAt: now,
  });
  if (!existing && appKindOf(service) === 'newsletter') {
    await scheduleExport(deps.db, deps.deliveries, row, now);
  }
  return row;
}

export async function requireConnection(db: Database, accountId: number, service: AppService) {
  const row = await repo.findConnection(db, accountId, service);
  if (!row) throw new AppError(404, 'app_not_connected');
  return row;
}

export async function saveSettings(
  deps: AppsDeps,
  accountId: number,
  service: AppService,
  settings: unknown,
  now: Date,
) {
  const row = await requireConnection(deps.db, accountId, service);
  const parsed = await parseSettings(deps.db, accountId, service, settings);
  const updated =
    (await repo.updateConnection(deps.db, accountId, row.id, { settings: parsed, updatedAt: now })) ?? row;
  // A wider (or other) audience or list: those now chosen who consented go over as an export (an upsert at
  // the service, so those already there are not added twice). A narrower one takes no one off the service.
  if (appKindOf(service) === 'newsletter' && audienceOf(row.settings) !== audienceOf(parsed)) {
    await scheduleExport(deps.db, deps.deliveries, updated, now, `settings:${now.toISOString()}`);
  }
  return updated;
}

/** Paused: deliveries wait in the queue; active again: what waited goes. */
export async function setStatus(
  deps: AppsDeps,
  accountId: number,
  service: AppService,
  status: AppStatus,
  now: Date,
) {
  const row = await requireConnection(deps.db, accountId, service);
  const updated =
    (await repo.updateConnection(deps.db, accountId, row.id, { status, updatedAt: now })) ?? row;
  if (status === 'active' && row.status === 'paused') await deps.deliveries.resume(deps.db, updated, now);
  return updated;
}

/** Gone at once with everything queued for it; the sealed key is deleted with the row. */
export async function disconnect(deps: AppsDeps, accountId: number, service: AppService) {
  if (!(await repo.deleteConnection(deps.db, accountId, service)))
    throw new AppError(404, 'app_not_connected');
}

type Health = NonNullable<AppSummary['health']>;

function healthView(row: repo.ConnectionRow, counts: Awaited<ReturnType<typeof repo.healthOf>>): Health {
  const found = counts.get(row.id);
  return {
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    queued: found?.queued ?? 0,
    pending: found?.pending ?? 0,
    retrying: found?.retrying ?? 0,
    failed: found?.failed ?? 0,
    last_error: found?.lastError ?? null,
  };
}

/** Every service, connected or not, with its health. */
export async function listApps(db: Database, accountId: number): Promise<AppSummary[]> {
  const rows = await repo.listConnections(db, accountId);
  const counts = await repo.healthOf(db, accountId);
  return APP_SERVICES.map((service) => {
    const row = rows.find((candidate) => candidate.service === service);
    return {
      service,
      kind: appKindOf(service),
      connected: Boolean(row),
      status: row?.status ?? null,
      health: row ? healthView(row, counts) : null,
    };
  });
}

/** One service's page: never the key, only its hint. */
export async function appDetail(
  db: Database,
  accountId: number,
  service: AppService,
  canManage: boolean,
): Promise<AppDetail> {
  const row = await repo.findConnection(db, accountId, service);
  const segments =
    appKindOf(service) === 'newsletter'
      ? (await listSegments(db, accountId)).map((segment) => ({ id: segment.id, name: segment.name }))
      : [];
  const base = { service, kind: appKindOf(service), segments, can_manage: canManage } as const;
  if (!row) {
    return {
      ...base,
      connected: false,
      status: null,
      health: null,
      key_hint: null,
      fields: {},
      account_name: null,
      lists: [],
      settings: null,
      connected_at: null,
      deliveries: [],
    };
  }
  const counts = await repo.healthOf(db, accountId);
  const deliveries = await repo.recentDeliveries(db, accountId, row.id, RECENT_DELIVERIES);
  return {
    ...base,
    connected: true,
    status: row.status,
    health: healthView(row, counts),
    key_hint: row.keyHint,
    fields: row.fields,
    account_name: row.accountName,
    lists: row.lists,
    settings: row.settings,
    connected_at: row.connectedAt.toISOString(),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      subject: delivery.subject,
      state: delivery.state,
      attempts: delivery.attempts,
      error: delivery.error,
      created_at: delivery.createdAt.toISOString(),
      updated_at: delivery.updatedAt.toISOString(),
    })),
  };
}
