import { productListQuerySchema, productStatsQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import * as service from './service';

const productParams = z.object({ productId: z.string().min(1).max(200) });

/** The catalogue and a product's numbers over time; gated like the dashboard. */
export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;

  app.get('/api/products', gated, async (request) =>
    service.listProducts(db, accountId(request), parseInput(productListQuerySchema, request.query)),
  );

  app.get('/api/products/:productId', gated, async (request) => {
    const params = productParams.safeParse(request.params);
    if (!params.success) throw notFound('product_not_found');
    const query = parseInput(productStatsQuerySchema, request.query);
    return service.productStats(db, accountId(request), params.data.productId, query, deps.clock.now());
  });
}
