import {
  discountBodySchema,
  discountListQuerySchema,
  idPathParam,
  osloTimestamp,
  pagedQuerySchema,
  uniqueCodeBatchBodySchema,
  uniqueCodeListQuerySchema,
  unknownCodeListQuerySchema,
  unknownCodeMapBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { csvHeader, csvLine } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { listRedemptions } from './redemption-repository';
import * as repo from './repository';
import * as service from './service';
import { templateOf } from './unique-codes';
import * as unknown from './unknown-repository';
import { batchView, discountView, redemptionView, uniqueCodeView, unknownView } from './views';

const idParams = z.object({ id: idPathParam() });

/**
 * The panel's discounts API: codes and templates (with their figures, graphs, orders and unique codes),
 * batches of unique codes, unknown codes and the addresses flagged for guessing. Every user of an account
 * with the discounts package; every query is scoped to the account of the request.
 */
export function registerDiscountPanelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DISCOUNTS')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const idOf = (
    request: FastifyRequest,
    code:
      | 'discount_not_found'
      | 'unknown_code_not_found'
      | 'unique_code_batch_not_found' = 'discount_not_found',
  ) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, code);
    return parsed.data.id;
  };
  const own = (request: FastifyRequest) => service.findOwnDiscount(db, accountId(request), idOf(request));

  app.get('/api/discounts/codes', gated, async (request) => {
    const query = parseInput(discountListQuerySchema, request.query);
    const { rows, total, capped } = await repo.listDiscounts(db, accountId(request), query);
    return {
      data: rows.map(discountView),
      total,
      total_capped: capped,
      page: query.page,
      per_page: query.per_page,
    };
  });

  app.post('/api/discounts/codes', gated, async (request, reply) => {
    const body = parseInput(discountBodySchema, request.body);
    const data = await service.createDiscount(db, accountId(request), body, clock.now());
    return reply.status(201).send({ data });
  });

  app.get('/api/discounts/codes/:id', gated, async (request) => ({
    data: await service.detail(db, await own(request)),
  }));

  app.put('/api/discounts/codes/:id', gated, async (request) => {
    const id = idOf(request);
    const body = parseInput(discountBodySchema, request.body);
    return { data: await service.updateDiscount(db, accountId(request), id, body, clock.now()) };
  });

  app.delete('/api/discounts/codes/:id', gated, async (request, reply) => {
    await service.deleteDiscount(db, accountId(request), idOf(request));
    return reply.status(204).send();
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/api/discounts/codes/:id/${action}`, gated, async (request) => ({
      data: await service.setArchived(db, accountId(request), idOf(request), archived, clock.now()),
    }));
  }

  app.get('/api/discounts/codes/:id/daily', gated, async (request) =>
    service.daily(db, (await own(request)).id, clock.now()),
  );

  app.get('/api/discounts/codes/:id/redemptions', gated, async (request) => {
    const discount = await own(request);
    const page = parseInput(pagedQuerySchema, request.query);
    const { rows, total } = await listRedemptions(db, discount.id, page);
    return { data: rows.map(redemptionView), total, page: page.page, per_page: page.per_page };
  });

  app.get('/api/discounts/codes/:id/unique-codes', gated, async (request) => {
    const discount = await own(request);
    const query = parseInput(uniqueCodeListQuerySchema, request.query);
    const { rows, total } = await repo.listUniqueCodes(db, discount.id, query);
    return { data: rows.map(uniqueCodeView), total, page: query.page, per_page: query.per_page };
  });

  app.get('/api/discounts/codes/:id/unique-codes.csv', gated, async (request, reply) => {
    const discount = await own(request);
    const rows = await repo.allUniqueCodes(db, discount.id);
    const lines = rows.map((row) =>
      csvLine([
        row.codeKey,
        row.recipient,
        osloTimestamp(row.createdAt),
        row.usedAt ? osloTimestamp(row.usedAt) : '',
        row.orderId,
      ]),
    );
    const file = `${csvHeader(['kode', 'mottaker', 'laget', 'brukt', 'ordre'])}${lines.join('')}`;
    const name = `unike-koder-${discount.codeKey.replace(/[^A-Z0-9_-]/g, '')}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  app.get('/api/discounts/codes/:id/batches', gated, async (request) => ({
    data: (await repo.listBatches(db, (await own(request)).id)).map(batchView),
  }));

  app.post('/api/discounts/unique-code-batches', gated, async (request, reply) => {
    const body = parseInput(uniqueCodeBatchBodySchema, request.body);
    const account = accountId(request);
    const template = await templateOf(db, account, body.template_id);
    const now = clock.now();
    const batch = await db.transaction(async (tx) => {
      const row = await repo.insertBatch(
        tx,
        { accountId: account, templateId: template.id, requested: body.count },
        now,
      );
      await deps.platform.jobs.enqueueWith(tx, [
        { kind: 'discounts.generate_codes', payload: { batch_id: row.id } },
      ]);
      return row;
    });
    deps.platform.jobs.nudge();
    return reply.status(202).send({ data: batchView(batch) });
  });

  app.get('/api/discounts/unique-code-batches/:id', gated, async (request) => {
    const batch = await repo.findBatch(db, accountId(request), idOf(request, 'unique_code_batch_not_found'));
    if (!batch) throw new AppError(404, 'unique_code_batch_not_found');
    return { data: batchView(batch) };
  });

  // ---- unknown codes ----

  async function unknownAnswer(account: number, id: number) {
    const found = await unknown.findUnknown(db, account, id);
    if (!found) throw new AppError(404, 'unknown_code_not_found');
    const [mapped] =
      found.row.mappedDiscountId === null
        ? []
        : await repo.findDiscountsByIds(db, account, [found.row.mappedDiscountId]);
    return { found, view: unknownView(found.row, found.created, mapped?.code ?? null) };
  }

  app.get('/api/discounts/unknown', gated, async (request) => {
    const query = parseInput(unknownCodeListQuerySchema, request.query);
    const account = accountId(request);
    const { rows, total } = await unknown.listUnknown(db, account, query);
    const mappedIds = rows.flatMap(({ row }) =>
      row.mappedDiscountId === null ? [] : [row.mappedDiscountId],
    );
    const codes = new Map(
      (await repo.findDiscountsByIds(db, account, mappedIds)).map((row) => [row.id, row.code]),
    );
    return {
      data: rows.map(({ row, created }) =>
        unknownView(
          row,
          created,
          row.mappedDiscountId === null ? null : (codes.get(row.mappedDiscountId) ?? null),
        ),
      ),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  });

  app.get('/api/discounts/unknown/:id', gated, async (request) => {
    const { found, view } = await unknownAnswer(accountId(request), idOf(request, 'unknown_code_not_found'));
    const recent = await unknown.recentAttempts(db, found.row.id);
    return {
      data: {
        ...view,
        recent: recent.map((attempt) => ({
          at: attempt.at.toISOString(),
          source: attempt.source,
          order_id: attempt.orderId,
          cart_total: attempt.cartTotalOre === null ? null : attempt.cartTotalOre / 100,
        })),
      },
    };
  });

  app.put('/api/discounts/unknown/:id/mapping', gated, async (request) => {
    const account = accountId(request);
    const id = idOf(request, 'unknown_code_not_found');
    const body = parseInput(unknownCodeMapBodySchema, request.body);
    const target = await repo.findDiscount(db, account, body.discount_id);
    // Only a code of this account that checkouts can use (a template's own code is never valid).
    if (!target || target.autoCreateUnique) throw new AppError(404, 'discount_not_found');
    if (!(await unknown.setMapping(db, account, id, target.id)))
      throw new AppError(404, 'unknown_code_not_found');
    return { data: (await unknownAnswer(account, id)).view };
  });

  app.delete('/api/discounts/unknown/:id/mapping', gated, async (request) => {
    const account = accountId(request);
    const id = idOf(request, 'unknown_code_not_found');
    if (!(await unknown.setMapping(db, account, id, null))) throw new AppError(404, 'unknown_code_not_found');
    return { data: (await unknownAnswer(account, id)).view };
  });

  app.get('/api/discounts/suspects', gated, async (request) => ({
    data: (await unknown.listSuspects(db, accountId(request))).map((row) => ({
      address: row.address,
      flagged_at: row.flaggedAt.toISOString(),
      last_at: row.lastAt.toISOString(),
      attempts: row.attempts,
    })),
  }));
}
