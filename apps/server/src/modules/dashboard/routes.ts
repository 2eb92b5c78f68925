import { orderStatsQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { orderStats } from './service';

/** GET /api/orders/stats (spec section 7), gated by the dashboard package like GET /api/dashboard. */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;
  const dashboard = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };

  app.get('/api/orders/stats', dashboard, async (request) => {
    const { date } = parseInput(orderStatsQuerySchema, request.query);
    return orderStats(db, currentAccount(request).account.id, new Date(date));
  });
}
