import {
  FLOW_QUIET_HOURS_DEFAULT,
  flowCreateBodySchema,
  flowQuietHoursSchema,
  flowUpdateBodySchema,
  idPathParam,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount, perAccountLimit } from '../access';
import { dryRun } from './dry-run';
import * as repo from './repository';
import * as flows from './service';

const idParams = z.object({ id: idPathParam() });
/** Dry runs one account may start per minute. */
export const FLOW_DRY_RUNS_PER_MINUTE = 20;

/**
 * Flows in the panel: the list, create (empty or from a template), the builder's save, activate,
 * deactivate, duplicate, delete, and the account's quiet hours. Every user of an account with the e-mail
 * package, scoped to that account.
 */
export function registerFlowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const flowId = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'flow_not_found');
    return parsed.data.id;
  };
  const detail = async (row: repo.FlowRow) => ({ data: await flows.flowDetail(db, row) });

  app.get('/api/flows', gated, async (request) => ({ data: await flows.listItems(db, accountId(request)) }));

  app.post('/api/flows', gated, async (request, reply) => {
    const body = parseInput(flowCreateBodySchema, request.body);
    const row = await flows.createFlow(db, accountId(request), body.name, body.template, clock.now());
    return reply.code(201).send(await detail(row));
  });

  app.get('/api/flows/settings', gated, async (request) => {
    const row = await repo.findSettings(db, accountId(request));
    return {
      data: row
        ? { enabled: row.quietEnabled, from: row.quietFrom, to: row.quietTo }
        : { enabled: true, ...FLOW_QUIET_HOURS_DEFAULT },
    };
  });

  app.put('/api/flows/settings', gated, async (request) => {
    const body = parseInput(flowQuietHoursSchema, request.body);
    await repo.saveSettings(
      db,
      accountId(request),
      { quietEnabled: body.enabled, quietFrom: body.from, quietTo: body.to },
      clock.now(),
    );
    return { data: body };
  });

  app.get('/api/flows/:id', gated, async (request) =>
    detail(await flows.findOwnFlow(db, accountId(request), flowId(request))),
  );

  app.put('/api/flows/:id', gated, async (request) => {
    const id = flowId(request);
    const body = parseInput(flowUpdateBodySchema, request.body);
    return detail(await flows.saveFlow(db, accountId(request), id, body, clock.now()));
  });

  // The builder's flow as it is now (saved or not), over the last 30 days: nothing is written or sent.
  // A dry run replays up to 5,000 events: each account may ask for a few a minute, not a loop of them.
  const dryRunLimit = perAccountLimit(gated.preHandler, 'flows-dry-run', FLOW_DRY_RUNS_PER_MINUTE);

  app.post('/api/flows/:id/dry-run', dryRunLimit, async (request) => {
    const flow = await flows.findOwnFlow(db, accountId(request), flowId(request));
    const body = parseInput(flowUpdateBodySchema.partial(), request.body ?? {});
    return {
      data: await dryRun(
        db,
        flow.accountId,
        body.definition ?? flow.definition,
        body.reentry ?? flow.reentry,
        clock.now(),
      ),
    };
  });

  app.post('/api/flows/:id/activate', gated, async (request) =>
    detail(await flows.activateFlow(db, accountId(request), flowId(request), clock.now())),
  );

  app.post('/api/flows/:id/deactivate', gated, async (request) =>
    detail(await flows.deactivateFlow(db, accountId(request), flowId(request), clock.now())),
  );

  app.post('/api/flows/:id/duplicate', gated, async (request, reply) => {
    const id = flowId(request);
    const original = await flows.findOwnFlow(db, accountId(request), id);
    const copy = await flows.duplicateFlow(
      db,
      accountId(request),
      id,
      `${original.name} (kopi)`,
      clock.now(),
    );
    return reply.code(201).send(await detail(copy));
  });

  app.delete('/api/flows/:id', gated, async (request, reply) => {
    if (!(await repo.deleteFlow(db, accountId(request), flowId(request)))) {
      throw new AppError(404, 'flow_not_found');
    }
    return reply.code(204).send();
  });
}
