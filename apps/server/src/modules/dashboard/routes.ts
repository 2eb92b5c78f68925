import { orderStatsQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { recommendationRevenue } from '../recommendations';
import { orderStats } from './service';

/**
 * GET /api/orders/stats (spec section 7) and the recommendations' revenue, gated by the dashboard package like
 * GET /api/dashboard.
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;
  const dashboard = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };

  app.get('/api/orders/stats', dashboard, async (request) => {
    const { date } = parseInput(orderStatsQuerySchema, request.query);
    return orderStats(db, currentAccount(request).account.id, new Date(date));
  });

  // The dashboard's line on what the recommendation widgets brought; nothing for an account without them.
  app.get('/api/dashboard/recommendations', dashboard, async (request) => {
    const { account, packages } = currentAccount(request);
    if (!packages.includes('PACKAGE_RECOMMENDATIONS')) return { data: null };
    return { data: await recommendationRevenue(db, account.id, deps.clock.now()) };
  });
}
