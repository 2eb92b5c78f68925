import { widgetIdParamsSchema } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/errors';
import { currentAccount } from '../../access';
import { getForAccount } from '../widgets-service';
import { algorithmFigures, dailyFigures, widgetFigures } from './figures';

/**
 * The widgets' figures in the panel, behind the widgets routes' guards, scoped to the account: every
 * widget's last 30 Oslo days, one widget's days, and per algorithm.
 */
export function registerRecommendationFigureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [
      guards.authenticate,
      guards.authorizeAccount,
      guards.requirePackage('PACKAGE_RECOMMENDATIONS'),
    ],
  };
  const accountOf = (request: FastifyRequest) => currentAccount(request).account;

  app.get('/api/recommendations/figures', gated, async (request) =>
    widgetFigures(db, accountOf(request).id, clock.now()),
  );
  app.get('/api/recommendations/figures/algorithms', gated, async (request) =>
    algorithmFigures(db, accountOf(request).id, clock.now()),
  );
  app.get('/api/recommendations/:id/figures', gated, async (request) => {
    const parsed = widgetIdParamsSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('recommendation_not_found');
    const account = accountOf(request);
    // Only a widget the account has (its own or its dealer's): another account's id is not found.
    await getForAccount(db, { accountId: account.id, dealerId: account.dealerId }, parsed.data.id);
    return dailyFigures(db, account.id, parsed.data.id, clock.now());
  });
}
