import {
  type AppService,
  JOB_PAYLOADS,
  NEWSLETTER_SERVICES,
  type NewsletterService,
  newsletterSettingsSchema,
} from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { defineJob } from '../../platform';
import {
  type ConsentChangeRecord,
  consentChangesAfter,
  consentedContactsAfter,
  emailsMatching,
  inAnySegmentSql,
  suppress,
  unsubscribe,
} from '../audience';
import { serviceConnection } from './connection';
import type { CredentialSealer } from './credentials';
import type { DeliveryScheduler } from './deliveries';
import * as repo from './repository';
import { type MemberStatus, NEWSLETTER_ADAPTERS, ServiceError } from './services';

const SCAN_PAGE = 500;
const READ_BACK_PENDING = 200;

/** One consent change as a delivery to a newsletter app: the person and the consent's evidence, keyed by the change. */
export function consentDelivery(
  connection: Pick<repo.ConnectionRow, 'accountId' | 'id'>,
  change: ConsentChangeRecord,
  kind: 'subscribe' | 'unsubscribe',
  runAt: Date,
): repo.NewDelivery {
  return {
    accountId: connection.accountId,
    connectionId: connection.id,
    kind,
    subject: change.email,
    changeKey: `consent:${change.id}`,
    payload: {
      email: change.email,
      name: change.name,
      source: change.source,
      at: change.at.toISOString(),
      ip: change.ip,
    },
    runAt,
  };
}

/**
 * Every minute, each active newsletter app's new consent changes become deliveries, in the order they
 * happened, in one transaction with the app's cursor: each change once, none skipped. A yes goes out when
 * its source is one the owner chose and the person is in one of the chosen segments (when any are chosen)
 * at the scan; a withdrawal always goes. A paused app's cursor waits.
 */
export function newsletterScanJob(deliveries: DeliveryScheduler) {
  return defineJob({
    kind: 'apps.newsletter_scan',
    payload: JOB_PAYLOADS['apps.newsletter_scan'],
    async handle(_payload, { db, now }) {
      for (const connection of await repo.activeConnections(db, NEWSLETTER_SERVICES)) {
        const settings = newsletterSettingsSchema.parse(connection.settings);
        const inSegments = await inAnySegmentSql(db, connection.accountId, settings.segment_ids, now);
        let cursor = connection.consentCursor;
        for (;;) {
          const changes = await consentChangesAfter(db, connection.accountId, cursor, SCAN_PAGE);
          const yes = changes.filter(
            (change) => change.state === 'given' && settings.sources.includes(change.source),
          );
          const chosen = inSegments
            ? await emailsMatching(
                db,
                connection.accountId,
                yes.map((change) => change.email),
                inSegments,
              )
            : new Set(yes.map((change) => change.email));
          const rows = changes.flatMap((change) => {
            const kind =
              change.state === 'withdrawn'
                ? 'unsubscribe'
                : yes.includes(change) && chosen.has(change.email)
                  ? 'subscribe'
                  : null;
            if (!kind) return [];
            return [consentDelivery(connection, change, kind, now)];
          });
          await deliveries.add(db, rows);
          cursor = changes.at(-1)?.id ?? cursor;
          if (changes.length < SCAN_PAGE) break;
        }
        if (cursor !== connection.consentCursor) {
          await repo.updateConnection(db, connection.accountId, connection.id, { consentCursor: cursor });
        }
      }
    },
  });
}

/** Whether what the service says now is what a delivery asked for. */
function confirms(kind: repo.DeliveryRow['kind'], status: MemberStatus): boolean {
  if (kind === 'subscribe' || kind === 'export') return status === 'subscribed';
  if (kind === 'unsubscribe') return status === 'unsubscribed' || status === 'absent' || status === 'cleaned';
  return status === 'absent';
}

/**
 * Every 15 minutes, per active newsletter app: a delivery the service accepted for later (Klaviyo's 202, a
 * Mailchimp re-confirmation) is read back and counts as sent only once the service shows the change: an
 * answer that looked fine but changed nothing stays pending in the health panel. Then the service's own
 * unsubscribes and cleaned addresses since the last read become withdrawals and suppressions here.
 */
export function readBackJob(deps: {
  config: Config['apps'];
  sealer: CredentialSealer;
  log: FastifyBaseLogger;
}) {
  return defineJob({
    kind: 'apps.read_back',
    payload: JOB_PAYLOADS['apps.read_back'],
    transactional: false,
    async handle(_payload, { db, now }) {
      for (const connection of await repo.activeConnections(db, NEWSLETTER_SERVICES)) {
        const adapter = NEWSLETTER_ADAPTERS[connection.service as NewsletterService];
        const settings = newsletterSettingsSchema.parse(connection.settings);
        const target = serviceConnection(deps.config, deps.sealer, connection);
        try {
          const pending = await repo.deliveriesInState(db, connection.id, ['pending'], READ_BACK_PENDING);
          for (const delivery of pending) {
            const email =
              delivery.kind === 'export'
                ? (
                    await consentedContactsAfter(
                      db,
                      connection.accountId,
                      settings.sources,
                      0,
                      1,
                      await inAnySegmentSql(db, connection.accountId, settings.segment_ids, now),
                    )
                  )[0]?.email
                : delivery.subject;
            if (!email) continue;
            const status = await adapter.memberStatus(target, email, settings.list_id);
            if (confirms(delivery.kind, status)) {
              await repo.updateDelivery(db, delivery.id, { state: 'sent', updatedAt: now });
            }
          }
          if (settings.read_back_unsubscribes) {
            const since = connection.readBackSince ?? connection.connectedAt;
            for (const reported of await adapter.unsubscribedSince(target, settings.list_id, since)) {
              const email = reported.email.toLowerCase();
              if (reported.reason === 'cleaned')
                await suppress(db, connection.accountId, email, 'hard_bounce', now);
              else await unsubscribe(db, connection.accountId, email, reported.at);
            }
          }
          await repo.updateConnection(db, connection.accountId, connection.id, {
            readBackSince: now,
            lastSuccessAt: now,
          });
        } catch (error) {
          // One app's trouble does not hold the others up; it tries again at the next read.
          if (!(error instanceof ServiceError)) throw error;
          deps.log.warn(
            {
              accountId: connection.accountId,
              service: connection.service as AppService,
              err: error.message,
            },
            'app read-back failed',
          );
        }
      }
    },
  });
}
