import {
  CONTACT_MAILS_SHOWN,
  campaignBodySchema,
  campaignScheduleSchema,
  idPathParam,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { findContact } from '../audience';
import * as repo from './campaign-repository';
import * as campaigns from './campaigns';

const idParams = z.object({ id: idPathParam() });

/**
 * Campaigns in the panel: drafts, the audience they would reach, send now, schedule, pause, resume,
 * cancel, and each campaign's figures. Every user of an account with the e-mail package, scoped to it.
 */
export function registerCampaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock, platform } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const own = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'campaign_not_found');
    return campaigns.findOwnCampaign(db, accountId(request), parsed.data.id);
  };
  const view = async (row: repo.CampaignRow) => ({ data: await campaigns.campaignView(db, row) });

  // A contact's page lists the campaign mails the address got; the contact must be this account's.
  app.get('/api/emails/contacts/:id/mails', gated, async (request) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'contact_not_found');
    const contact = await findContact(db, accountId(request), parsed.data.id);
    if (!contact) throw new AppError(404, 'contact_not_found');
    const rows = await repo.mailsTo(db, contact.accountId, contact.email, CONTACT_MAILS_SHOWN);
    return {
      data: rows.map((row) => ({
        campaign_id: row.campaignId,
        campaign_name: row.campaignName,
        status: row.status,
        sent_at: row.sentAt?.toISOString() ?? null,
        opened_at: row.openedAt?.toISOString() ?? null,
        clicked_at: row.clickedAt?.toISOString() ?? null,
        unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
      })),
    };
  });

  app.get('/api/emails/campaigns', gated, async (request) => {
    const rows = await repo.listCampaigns(db, accountId(request));
    const data = [];
    for (const row of rows) data.push(await campaigns.campaignView(db, row));
    return { data };
  });

  app.post('/api/emails/campaigns', gated, async (request, reply) => {
    const body = parseInput(campaignBodySchema, request.body);
    const row = await campaigns.createCampaign(db, accountId(request), body, clock.now());
    return reply.status(201).send(await view(row));
  });

  app.get('/api/emails/campaigns/:id', gated, async (request) => view(await own(request)));

  app.put('/api/emails/campaigns/:id', gated, async (request) => {
    const row = await own(request);
    const body = parseInput(campaignBodySchema, request.body);
    return view(await campaigns.updateCampaign(db, row, body, clock.now()));
  });

  app.delete('/api/emails/campaigns/:id', gated, async (request, reply) => {
    const row = await own(request);
    if (row.status !== 'draft' && row.status !== 'cancelled')
      throw new AppError(409, 'campaign_not_editable');
    await repo.deleteCampaign(db, row.accountId, row.id);
    return reply.status(204).send();
  });

  app.get('/api/emails/campaigns/:id/daily', gated, async (request) => ({
    data: await campaigns.campaignDays(db, await own(request)),
  }));

  app.get('/api/emails/campaigns/:id/audience', gated, async (request) => ({
    data: await campaigns.audienceOf(db, await own(request), clock.now()),
  }));

  app.post('/api/emails/campaigns/:id/send', gated, async (request) =>
    view(await campaigns.startCampaign(db, platform, await own(request), clock.now())),
  );

  app.post('/api/emails/campaigns/:id/schedule', gated, async (request) => {
    const row = await own(request);
    const at = new Date(parseInput(campaignScheduleSchema, request.body).at);
    const now = clock.now();
    if (at.getTime() <= now.getTime()) throw new AppError(400, 'campaign_schedule_past');
    const moved = await db.transaction(async (tx) => {
      const next = await repo.moveCampaign(
        tx,
        row.id,
        ['draft', 'scheduled'],
        'scheduled',
        { scheduledAt: at },
        now,
      );
      if (next) {
        await platform.jobs.enqueueWith(tx, [
          {
            kind: 'email.campaign_prepare',
            payload: { campaign_id: row.id },
            dedupeKey: `${row.id}:at:${at.toISOString()}`,
            runAt: at,
          },
        ]);
      }
      return next;
    });
    if (!moved) throw new AppError(409, 'campaign_state', { action: 'planlegges', status: row.status });
    return view(moved);
  });

  const move = (
    path: string,
    from: repo.CampaignRow['status'][],
    to: repo.CampaignRow['status'],
    action: string,
  ) =>
    app.post(`/api/emails/campaigns/:id/${path}`, gated, async (request) => {
      const row = await own(request);
      const now = clock.now();
      const moved = await db.transaction(async (tx) => {
        const next = await repo.moveCampaign(
          tx,
          row.id,
          from,
          to,
          to === 'cancelled' ? { finishedAt: now } : to === 'draft' ? { scheduledAt: null } : {},
          now,
        );
        // Resuming queues a batch again (the paused campaign's batches stopped at the pause).
        if (next && to === 'sending') {
          await platform.jobs.enqueueWith(tx, [
            {
              kind: 'email.campaign_send',
              payload: { campaign_id: row.id },
              dedupeKey: `${row.id}:resume:${now.getTime()}`,
            },
          ]);
        }
        return next;
      });
      if (!moved) throw new AppError(409, 'campaign_state', { action, status: row.status });
      if (to === 'sending') platform.jobs.nudge();
      return view(moved);
    });
  move('pause', ['sending'], 'paused', 'settes på pause');
  move('resume', ['paused'], 'sending', 'fortsette');
  move('unschedule', ['scheduled'], 'draft', 'gjøres om til utkast');
  move('cancel', ['draft', 'scheduled', 'paused'], 'cancelled', 'avbrytes');
}
