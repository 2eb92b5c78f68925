import {
  type DiscountFeedItem,
  discountCheckBodySchema,
  discountFeedQuerySchema,
  idPathParam,
  osloDay,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { kroner } from '../../lib/money';
import { parseInput } from '../../lib/parse';
import { allowShopPage } from '../chat';
import { createApiKeyGuard, ingestAccount, normalizeIp } from '../shop-data';
import { checkCode } from './check';
import * as repo from './repository';
import { amountOf } from './views';

const accountParams = z.object({ accountId: idPathParam() });

/** 429 answers say when to come back. */
function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof AppError && error.code === 'discount_checks_slowed') {
    reply.header('retry-after', String(error.params?.seconds ?? 60));
  }
  throw error;
}

/**
 * The shop side: the checkout's check and the feed of active codes, with the account's API key
 * (docs/discounts.md, OpenAPI), and the widget's check for shops that have only the script.
 */
export function registerDiscountShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const onRequest = [createApiKeyGuard(db, clock)];

  app.post('/api/discounts/check', { onRequest }, async (request, reply) => {
    const body = parseInput(discountCheckBodySchema, request.body);
    // The shop's server checks for its shoppers: the guess limit is per shopper address when it says
    // which; without one, nothing is limited here, so one guesser cannot lock every shopper out.
    const address = body.shopper_ip ? normalizeIp(body.shopper_ip) : null;
    try {
      const accountId = ingestAccount(request);
      const data = await checkCode(
        db,
        accountId,
        body,
        address,
        requestLanguage(request),
        clock.now(),
        // A spelling seen first gets its suggestion from the batch job, off the shopper's wait.
        null,
      );
      return { data };
    } catch (error) {
      withRetryAfter(reply, error);
    }
  });

  app.get('/api/discounts/feed', { onRequest }, async (request) => {
    const query = parseInput(discountFeedQuerySchema, request.query);
    const accountId = ingestAccount(request);
    const today = osloDay(clock.now());
    const after = query.after ?? 'c0';
    const afterId = Number(after.slice(1));
    const items: Array<{ cursor: string; item: DiscountFeedItem }> = [];
    if (after.startsWith('c')) {
      for (const row of await repo.feedCodes(db, accountId, today, afterId, query.limit)) {
        items.push({ cursor: `c${row.id}`, item: feedItemOf(row, row.code, false) });
      }
    }
    if (items.length < query.limit) {
      const uniqueAfter = after.startsWith('u') ? afterId : 0;
      for (const row of await repo.feedUniqueCodes(
        db,
        accountId,
        today,
        uniqueAfter,
        query.limit - items.length,
      )) {
        items.push({ cursor: `u${row.id}`, item: feedItemOf(row.template, row.codeKey, true) });
      }
    }
    const full = items.length === query.limit;
    return { data: items.map((entry) => entry.item), next: full ? (items.at(-1)?.cursor ?? null) : null };
  });

  app.post(
    '/api/widget/:accountId/discount-check',
    { config: { rateLimit: { max: deps.config.limits.searchPerIpPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const parsed = accountParams.safeParse(request.params);
      if (!parsed.success) throw notFound();
      await allowShopPage(
        db,
        deps.config.publicUrl,
        request,
        reply,
        parsed.data.accountId,
        'PACKAGE_DISCOUNTS',
      );
      // The visitor's own browser asks: its address is what the guess limit counts.
      const body = parseInput(discountCheckBodySchema.omit({ shopper_ip: true }), request.body);
      try {
        const data = await checkCode(
          db,
          parsed.data.accountId,
          body,
          normalizeIp(request.ip),
          requestLanguage(request),
          clock.now(),
          null,
        );
        return reply.header('cache-control', 'no-store').send({ data });
      } catch (error) {
        withRetryAfter(reply, error);
      }
    },
  );

  app.options('/api/widget/:accountId/discount-check', async (request, reply) => {
    const parsed = accountParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    await allowShopPage(
      db,
      deps.config.publicUrl,
      request,
      reply,
      parsed.data.accountId,
      'PACKAGE_DISCOUNTS',
    );
    return reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type, user-language')
      .header('access-control-max-age', '600')
      .status(204)
      .send();
  });
}

function feedItemOf(row: repo.DiscountRow, code: string, singleUse: boolean): DiscountFeedItem {
  return {
    code,
    type: row.type,
    amount: amountOf(row),
    minimum_order: row.minimumOrderOre === null ? null : kroner(row.minimumOrderOre),
    expires_on: row.expiresOn,
    single_use: singleUse,
    usage_limit: singleUse ? 1 : row.usageLimit,
    usage_limit_per_customer: singleUse ? 1 : row.usageLimitPerCustomer,
  };
}
