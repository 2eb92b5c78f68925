import {
  designBodySchema,
  idPathParam,
  popupCreateBodySchema,
  popupUpdateBodySchema,
  popupVariantWeightsBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import * as repo from './repository';
import * as popups from './service';

const popupParams = z.object({ id: idPathParam() });
const variantParams = z.object({ id: idPathParam(), variantId: idPathParam() });

/**
 * Popups in the panel (issue 17): the list with figures, create, settings, activate and pause, duplicate,
 * A/B variants and their shares, the builder's save of a variant's design, delete. Every user of an account
 * with the popups package, scoped to that account.
 */
export function registerPopupPanelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_POPUPS')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const popupId = (request: FastifyRequest) => {
    const parsed = popupParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'popup_not_found');
    return parsed.data.id;
  };
  const variantId = (request: FastifyRequest) => {
    const parsed = variantParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'popup_variant_not_found');
    return parsed.data.variantId;
  };
  const detail = async (row: repo.PopupRow) => ({ data: await popups.popupAnswer(db, row, clock.now()) });
  const reread = async (request: FastifyRequest) =>
    detail(await popups.findOwnPopup(db, accountId(request), popupId(request)));

  app.get('/api/popups', gated, async (request) => {
    const rows = await repo.listPopups(db, accountId(request));
    return { data: await popups.popupAnswers(db, accountId(request), rows, clock.now()) };
  });

  app.post('/api/popups', gated, async (request, reply) => {
    const body = parseInput(popupCreateBodySchema, request.body);
    const row = await popups.createPopup(db, accountId(request), body.name, clock.now());
    return reply.code(201).send(await detail(row));
  });

  app.get('/api/popups/:id', gated, reread);

  app.put('/api/popups/:id', gated, async (request) => {
    const body = parseInput(popupUpdateBodySchema, request.body);
    return detail(await popups.savePopup(db, accountId(request), popupId(request), body, clock.now()));
  });

  app.post('/api/popups/:id/activate', gated, async (request) =>
    detail(await popups.setActive(db, accountId(request), popupId(request), true, clock.now())),
  );

  app.post('/api/popups/:id/pause', gated, async (request) =>
    detail(await popups.setActive(db, accountId(request), popupId(request), false, clock.now())),
  );

  app.post('/api/popups/:id/duplicate', gated, async (request, reply) => {
    const original = await popups.findOwnPopup(db, accountId(request), popupId(request));
    const copy = await popups.duplicatePopup(
      db,
      accountId(request),
      original.id,
      `${original.name} (kopi)`.slice(0, 100),
      clock.now(),
    );
    return reply.code(201).send(await detail(copy));
  });

  app.delete('/api/popups/:id', gated, async (request, reply) => {
    if (!(await repo.deletePopup(db, accountId(request), popupId(request)))) {
      throw new AppError(404, 'popup_not_found');
    }
    return reply.code(204).send();
  });

  app.post('/api/popups/:id/variants', gated, async (request) => {
    await popups.addVariant(db, accountId(request), popupId(request), clock.now());
    return reread(request);
  });

  app.put('/api/popups/:id/weights', gated, async (request) => {
    const body = parseInput(popupVariantWeightsBodySchema, request.body);
    await popups.setWeights(db, accountId(request), popupId(request), body.weights, clock.now());
    return reread(request);
  });

  app.put('/api/popups/:id/variants/:variantId/design', gated, async (request) => {
    const body = parseInput(designBodySchema, request.body);
    await popups.saveDesign(
      db,
      accountId(request),
      popupId(request),
      variantId(request),
      body,
      deps.config.publicUrl,
      clock.now(),
    );
    return reread(request);
  });

  app.delete('/api/popups/:id/variants/:variantId', gated, async (request) => {
    await popups.removeVariant(db, accountId(request), popupId(request), variantId(request));
    return reread(request);
  });
}
