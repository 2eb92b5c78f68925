import { feedReportSchema, type ShopPlatform, type ShopPlatformBody } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobRunner } from '../../platform';
import { findWidgetOrigins } from '../chat';
import { enqueueFeedRun } from './feed-run';
import { historyView } from './history-import';
import * as repo from './repository';
import { newWebhookSecret, newWebhookToken, secretHint, type WebhookSecretSealer } from './secrets';

export interface ConnectorsDeps {
  db: Database;
  sealer: WebhookSecretSealer;
  publicUrl: string;
  jobs: Pick<JobRunner, 'enqueueWith'>;
}

export const webhookUrl = (publicUrl: string, token: string) => `${publicUrl}/api/webhooks/shop/${token}`;

const notConnected = (canManage: boolean): ShopPlatform => ({
  connected: false,
  platform: null,
  webhook_url: null,
  secret: null,
  secret_hint: null,
  shop_domain: null,
  feed_url: null,
  feed_checked_at: null,
  feed_report: null,
  history_import: null,
  deliveries: [],
  widget_origins: [],
  can_manage: canManage,
});

/** The settings page's view; the secret in full only for those who may change the connection. */
export async function shopPlatformView(
  deps: ConnectorsDeps,
  accountId: number,
  canManage: boolean,
): Promise<ShopPlatform> {
  const row = await repo.findConnection(deps.db, accountId);
  const origins = (await findWidgetOrigins(deps.db, accountId)).map((seen) => ({
    origin: seen.origin,
    last_seen_at: seen.lastSeenAt.toISOString(),
  }));
  if (!row) return { ...notConnected(canManage), widget_origins: origins };
  const secret = deps.sealer.open(row.sealedSecret);
  const deliveries = await repo.recentDeliveries(deps.db, accountId);
  return {
    connected: true,
    platform: row.platform,
    webhook_url: row.platform === 'other' ? null : webhookUrl(deps.publicUrl, row.webhookToken),
    secret: canManage && row.platform !== 'other' ? secret : null,
    secret_hint: row.platform === 'other' ? null : secretHint(secret),
    shop_domain: row.shopDomain,
    feed_url: row.feedUrl,
    feed_checked_at: row.feedCheckedAt?.toISOString() ?? null,
    feed_report: feedReportSchema
      .nullable()
      .catch(null)
      .parse(row.feedReport ?? null),
    history_import: row.platform === 'woocommerce' ? historyView(row.historyImport) : null,
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      topic: delivery.topic,
      state: delivery.state,
      reason: delivery.reason,
      received_at: delivery.receivedAt.toISOString(),
      has_export: Boolean(delivery.hasExport),
    })),
    widget_origins: origins,
    can_manage: canManage,
  };
}

/**
 * Connects or changes the platform. The token stays for the account's life (the URL pasted into the platform
 * keeps working); the secret is the one given, else the stored one, else a new one. Another platform or shop
 * starts the out-of-order versions afresh.
 */
export async function saveShopPlatform(
  deps: ConnectorsDeps,
  accountId: number,
  body: ShopPlatformBody,
  now: Date,
) {
  const existing = await repo.findConnection(deps.db, accountId);
  const secret = body.secret || (existing ? deps.sealer.open(existing.sealedSecret) : newWebhookSecret());
  const feedUrl = body.feed_url || null;
  const feedChanged = existing?.feedUrl !== feedUrl;
  await repo.upsertConnection(deps.db, {
    accountId,
    platform: body.platform,
    webhookToken: existing?.webhookToken ?? newWebhookToken(),
    sealedSecret: deps.sealer.seal(secret),
    shopDomain: body.platform === 'other' ? null : body.shop_domain || null,
    feedUrl,
    // A new feed address is fetched in full: the old one's ETag means nothing to it.
    ...(feedChanged ? { feedEtag: null, feedLastModified: null, feedReport: null, feedCheckedAt: null } : {}),
    // The history import's key and progress belong to a WooCommerce connection only.
    ...(body.platform === 'woocommerce' ? {} : { historySealedKey: null, historyImport: null }),
    updatedAt: now,
  });
  // A new feed address is read at once, so the owner sees its report within a minute.
  if (feedChanged && feedUrl) await enqueueFeedRun(deps.db, deps.jobs, accountId, now);
}

/** "Hent nå": the feed is run at once (at most once a minute). */
export async function runFeedNow(deps: ConnectorsDeps, accountId: number, now: Date) {
  const row = await repo.findConnection(deps.db, accountId);
  if (!row) throw new AppError(404, 'shop_platform_not_connected');
  if (!row.feedUrl) throw new AppError(404, 'not_found');
  await enqueueFeedRun(deps.db, deps.jobs, accountId, now);
}

/** A new generated secret: the old one stops working at once (the owner pastes the new one). */
export async function renewSecret(deps: ConnectorsDeps, accountId: number, now: Date) {
  const row = await repo.findConnection(deps.db, accountId);
  if (!row) throw new AppError(404, 'shop_platform_not_connected');
  await repo.updateConnection(deps.db, accountId, {
    sealedSecret: deps.sealer.seal(newWebhookSecret()),
    updatedAt: now,
  });
}

export async function disconnectShopPlatform(deps: ConnectorsDeps, accountId: number) {
  if (!(await repo.deleteConnection(deps.db, accountId)))
    throw new AppError(404, 'shop_platform_not_connected');
}

/** A data request's export, as Shopify asked for it: the account's own delivery only. */
export async function dataRequestExport(db: Database, accountId: number, id: number) {
  const row = await repo.findAccountDelivery(db, accountId, id);
  if (row?.topic !== 'customers/data_request' || row.payload === null) throw new AppError(404, 'not_found');
  return row.payload;
}
