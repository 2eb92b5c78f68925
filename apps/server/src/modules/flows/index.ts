import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { campaignLinks, registerTrackingRoutes, type TrackedMailStore } from '../email';
import { dueJob, dueSchedule } from './due';
import { flowsListener } from './engine';
import * as entries from './entry-repository';
import { flowsPrivacyHooks } from './privacy';

export { type DemoCartProduct, seedDemoFlows } from './seed';
export { plugReviewInvitations, type ReviewInviter } from './steps';

import { registerFlowRoutes as registerRoutes } from './routes';
import { segmentEntriesJob, segmentEntriesSchedule } from './segment-start';

/**
 * Automated flows (issue 16): the builder's flows and their versions, the engine that takes customers in
 * from the domain events and runs the due steps in batches, and the links in flow mails (docs/flows.md).
 */
export function registerFlowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const links = campaignLinks(deps.config.publicUrl, deps.config.jwtSecret, '/api/e/f');
  const jobs = deps.platform.jobs;
  deps.platform.register({
    name: 'flows',
    jobs: [
      dueJob({ jobs, outbox: deps.outbox, links, publicUrl: deps.config.publicUrl, log: app.log }),
      segmentEntriesJob(jobs),
    ],
    schedules: [segmentEntriesSchedule, dueSchedule],
    listeners: [flowsListener(jobs)],
    privacy: flowsPrivacyHooks,
  });
  registerRoutes(app, deps);
  const mails: TrackedMailStore<entries.FlowMailRow> = {
    find: entries.findMailByToken,
    markFirst: (db, mail, what, at) => entries.markMail(db, mail.id, `${what}At`, at),
  };
  void app.register(async (scope) => registerTrackingRoutes(scope, deps, links, mails));
}
