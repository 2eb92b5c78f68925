import { Readable } from 'node:stream';
import {
  incomeSummaryQuerySchema,
  ORDER_EXPORT_MAX_ROWS,
  orderExportQuerySchema,
  orderListQuerySchema,
  osloDay,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { countOrders } from '../shop-data';
import { exportFilename, orderCsv } from './order-export';
import * as service from './service';

/** The income screen: period summary, the orders list and its CSV export; gated like the dashboard. */
export function registerIncomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;

  app.get('/api/income/summary', gated, async (request) =>
    service.incomeSummary(db, accountId(request), parseInput(incomeSummaryQuerySchema, request.query)),
  );

  app.get('/api/orders', gated, async (request) =>
    service.listOrders(db, accountId(request), parseInput(orderListQuerySchema, request.query)),
  );

  app.get('/api/orders/export', gated, async (request, reply) => {
    const query = parseInput(orderExportQuerySchema, request.query);
    const language = requestLanguage(request);
    const account = accountId(request);
    const total = await countOrders(db, account, query);
    const filename = exportFilename(query, language, osloDay(deps.clock.now()));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .header('x-total-count', String(total))
      .header('x-export-truncated', String(total > ORDER_EXPORT_MAX_ROWS))
      .send(Readable.from(orderCsv(db, account, query, language)));
  });
}
