import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { acceptFileBodies } from '../../lib/file-body';
import { createRateLimiter } from '../../lib/rate-limiter';
import { deliveryIntake } from './delivery-intake';
import * as repo from './repository';
import type { WebhookSecretSealer } from './secrets';
import { signatureMatches } from './signatures';

/** Unsigned or wrongly signed deliveries recorded per account and minute (the rest are only answered 401). */
const REFUSALS_RECORDED_PER_MINUTE = 10;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Each platform's names for the same four things. */
const HEADERS = {
  shopify: {
    signature: 'x-shopify-hmac-sha256',
    topic: 'x-shopify-topic',
    deliveryId: 'x-shopify-webhook-id',
  },
  woocommerce: {
    signature: 'x-wc-webhook-signature',
    topic: 'x-wc-webhook-topic',
    deliveryId: 'x-wc-webhook-delivery-id',
  },
} as const;

/** WooCommerce's ping when a webhook is made: form-encoded `webhook_id=…`, unsigned. */
const WOO_PING = /^webhook_id=(\d{1,20})$/;

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

const TOO_MANY = 'For mange forespørsler. Vent litt og prøv igjen.';

/**
 * POST /api/webhooks/shop/{token}: Shopify's and WooCommerce's webhooks. Each is checked before anything is
 * stored: the token names a connection, the HMAC of the raw body matches its secret, a Shopify shop is the
 * connected one, and the delivery has an id and a JSON body. Then the delivery is recorded with its job in
 * one statement, shared with the deliveries arriving with it (delivery-intake.ts; a repeated delivery id
 * stores nothing), and answered at once; the job does the work.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  sealer: WebhookSecretSealer,
): void {
  const { db, clock } = deps;
  const intake = deliveryIntake(db, deps.platform.jobs);
  const nowMs = () => clock.now().getTime();
  // Per instance, in memory: refusals per address (past the limit they are answered 429 and written nowhere;
  // a signed delivery from the same address still passes), signed deliveries per account after the signature.
  const refusedPerIp = createRateLimiter({
    max: deps.config.webhooks.refusedPerIpPerMinute,
    windowMs: 60_000,
    now: nowMs,
  });
  const acceptedPerAccount = createRateLimiter({
    max: deps.config.webhooks.perAccountPerMinute,
    windowMs: 60_000,
    now: nowMs,
  });

  /** An unsigned request's line in the list (a refusal, WooCommerce's ping): ten a minute per account at most. */
  const notify = async (
    accountId: number,
    platform: string,
    deliveryId: string,
    topic: string,
    reason: string,
    state: 'refused' | 'skipped' = 'refused',
  ) => {
    const now = clock.now();
    const since = new Date(now.getTime() - 60_000);
    if ((await repo.unsignedSince(db, accountId, since)) >= REFUSALS_RECORDED_PER_MINUTE) return;
    await repo.insertDelivery(db, {
      accountId,
      platform,
      deliveryId,
      topic,
      state,
      reason,
      receivedAt: now,
      handledAt: now,
    });
  };

  void app.register(async (scope) => {
    // The raw bytes: the signature is over the body exactly as sent.
    acceptFileBodies(scope);
    scope.post('/api/webhooks/shop/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const connection = token.length <= 100 ? await repo.findConnectionByToken(db, token) : null;
      if (!connection || connection.platform === 'other') {
        if (!refusedPerIp.take(request.ip)) return refuse(reply, 429, 'too_many_requests', TOO_MANY);
        return refuse(reply, 404, 'not_found', 'Fant ikke mottakeren.');
      }
      const platform = connection.platform;
      const names = HEADERS[platform];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const now = clock.now();
      const receivedId = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;

      if (platform === 'woocommerce' && !header(request, names.signature)) {
        const ping = WOO_PING.exec(body.toString('utf8').trim());
        if (ping) {
          // Unsigned, so anyone with the URL may send one: counted like a refusal, listed like one.
          if (!refusedPerIp.take(request.ip)) return refuse(reply, 429, 'too_many_requests', TOO_MANY);
          await notify(
            connection.accountId,
            platform,
            `ping:${ping[1]}`,
            'ping',
            `WooCommerce sa fra at webhook ${ping[1]} er laget.`,
            'skipped',
          );
          return reply.code(200).send({ received: true });
        }
      }

      const secret = sealer.open(connection.sealedSecret);
      const topic = (header(request, names.topic) ?? '').slice(0, 100);
      if (!signatureMatches(body, header(request, names.signature), secret)) {
        // A flood of wrong signatures is answered without writing anything; signed deliveries still pass.
        if (!refusedPerIp.take(request.ip)) return refuse(reply, 429, 'too_many_requests', TOO_MANY);
        await notify(
          connection.accountId,
          platform,
          `refused:${receivedId}`,
          topic || 'ukjent',
          'Feil signatur.',
        );
        return refuse(
          reply,
          401,
          'webhook_signature_invalid',
          'Signaturen stemmer ikke med hemmeligheten. Sjekk at hemmeligheten i butikkplattformen er den samme som i Butikkpanel.',
        );
      }
      if (platform === 'shopify') {
        const shop = (header(request, 'x-shopify-shop-domain') ?? '').toLowerCase();
        if (connection.shopDomain && shop !== connection.shopDomain) {
          await notify(
            connection.accountId,
            platform,
            `refused:${receivedId}`,
            topic,
            `Fra en annen butikk (${shop.slice(0, 100)}).`,
          );
          return refuse(
            reply,
            401,
            'webhook_shop_mismatch',
            'Leveransen kommer fra en annen butikk enn den som er koblet til.',
          );
        }
      }
      if (!acceptedPerAccount.take(String(connection.accountId))) {
        return reply
          .code(429)
          .header('retry-after', '60')
          .send({ error: { code: 'too_many_requests', message: TOO_MANY } });
      }
      const deliveryId = (header(request, names.deliveryId) ?? '').slice(0, 200);
      if (!deliveryId || !topic) {
        return refuse(
          reply,
          400,
          'webhook_delivery_invalid',
          `Leveransen mangler ${!topic ? 'emne' : 'leveranse-id'}.`,
        );
      }
      const payloadJson = body.toString('utf8');
      try {
        JSON.parse(payloadJson);
      } catch {
        return refuse(reply, 400, 'webhook_delivery_invalid', 'Leveransen mangler en JSON-kropp.');
      }
      const duplicate = await intake.record({
        accountId: connection.accountId,
        platform,
        deliveryId,
        topic,
        payloadJson,
        receivedAt: now,
      });
      return reply.code(200).send({ received: true, duplicate });
    });
  });
}
