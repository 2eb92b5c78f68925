import {
  auditListQuerySchema,
  createStaffAccountBodyFor,
  extendTrialBodySchema,
  idPathParam,
  MAIL_HOURLY_CEILING_DEFAULT,
  mailCeilingBodySchema,
  osloDay,
  setAccountActiveBodySchema,
  setAccountPlansBodySchema,
  setTrialEndBodyFor,
  staffAccountListQuerySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAuth } from '../access';
import * as jobs from './jobs-service';
import { changeMailCeiling, listMailCeilings } from './mail-ceilings';
import * as service from './service';

const accountParamSchema = z.object({ id: z.coerce.number().int().positive().max(999_999_999) });
const jobParamSchema = z.object({ id: idPathParam() });

function accountIdOf(request: FastifyRequest): number {
  const parsed = accountParamSchema.safeParse(request.params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/**
 * The staff area's calls: staff, partners and admins only (403 for merchants, 401 without a token); the
 * audit log is for admins. Every change is written to audit_log with the change itself. The job queue's
 * health and its retry follow the same rule as every other staff change (roles.ts ranks partners with
 * admins, so no staff call is closed to them but the audit log).
 */
export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const staffOnly = { preHandler: [guards.authenticate, guards.requireRoleGroup('staff')] };
  const adminOnly = { preHandler: [guards.authenticate, guards.requireRoleGroup('admin')] };
  const staffDeps = { db, outbox: deps.outbox, publicUrl: deps.config.publicUrl, clock: deps.clock };
  const actor = (request: FastifyRequest) => currentAuth(request).user;
  const today = () => osloDay(deps.clock.now());

  app.get('/api/staff/accounts', staffOnly, async (request) => {
    const query = parseInput(staffAccountListQuerySchema, request.query);
    return { data: await service.listAccounts(db, query, deps.clock.now()) };
  });

  app.post('/api/staff/accounts', staffOnly, async (request, reply) => {
    const body = parseInput(createStaffAccountBodyFor(today), request.body);
    const created = await service.createAccount(staffDeps, actor(request), body, requestLanguage(request));
    return reply.status(201).send(created);
  });

  app.get('/api/staff/accounts/:id', staffOnly, async (request) => {
    return service.getAccount(db, accountIdOf(request));
  });

  app.put('/api/staff/accounts/:id/active', staffOnly, async (request) => {
    const id = accountIdOf(request);
    const body = parseInput(setAccountActiveBodySchema, request.body);
    return service.setActive({ db, events: deps.platform.events }, actor(request), id, body.is_active);
  });

  app.put('/api/staff/accounts/:id/trial', staffOnly, async (request) => {
    const id = accountIdOf(request);
    const body = parseInput(setTrialEndBodyFor(today), request.body);
    return service.setTrialEnd(db, actor(request), id, body.trial_ends_at);
  });

  app.post('/api/staff/accounts/:id/trial/extend', staffOnly, async (request) => {
    const id = accountIdOf(request);
    const body = parseInput(extendTrialBodySchema, request.body);
    return service.extendTrial(db, actor(request), id, body.days, deps.clock.now());
  });

  app.put('/api/staff/accounts/:id/plans', staffOnly, async (request) => {
    const id = accountIdOf(request);
    const body = parseInput(setAccountPlansBodySchema, request.body);
    return service.setPlans(db, actor(request), id, body.plan_ids);
  });

  app.get('/api/staff/mail-ceilings', staffOnly, async () => ({
    data: await listMailCeilings(db, deps.clock.now()),
    default_per_hour: MAIL_HOURLY_CEILING_DEFAULT,
  }));

  app.put('/api/staff/accounts/:id/mail-ceiling', staffOnly, async (request) => {
    const id = accountIdOf(request);
    const body = parseInput(mailCeilingBodySchema, request.body);
    const ceilingDeps = { db, outbox: deps.outbox, jobs: deps.platform.jobs };
    return {
      data: await changeMailCeiling(ceilingDeps, actor(request), id, body.per_hour, deps.clock.now()),
    };
  });

  app.get('/api/staff/plans', staffOnly, async () => ({ data: await service.listPlans(db) }));
  app.get('/api/staff/dealers', staffOnly, async () => ({ data: await service.listDealers(db) }));

  const jobsDeps = { db, platform: deps.platform };
  app.get('/api/staff/jobs', staffOnly, async () => ({ data: await jobs.jobHealth(jobsDeps) }));

  app.post('/api/staff/jobs/:id/retry', staffOnly, async (request) => {
    const { id } = parseInput(jobParamSchema, request.params);
    return { data: await jobs.retryDeadJob(jobsDeps, actor(request), id) };
  });

  app.get('/api/staff/audit', adminOnly, async (request) => {
    const query = parseInput(auditListQuerySchema, request.query);
    return service.listAudit(db, query);
  });
}
