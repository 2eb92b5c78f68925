import {
  addressVerificationBodySchema,
  emailTemplateBodySchema,
  idPathParam,
  templatePreviewBodySchema,
  templateTestSendBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import {
  getEmailSender,
  requireTestRecipient,
  takeTestSendOrRefuse,
  testRecipients,
} from '../account-settings';
import { addressLinks, sendAddressVerification } from '../mail';
import { findOwnCampaign } from './campaigns';
import { sampleContext } from './context';
import { findCodeSource, listCodeSources, requireCodeSource, sampleCode } from './discount-codes';
import { mailRecommendations, requireRecommendationWidgets } from './recommendation-blocks';
import { renderMail } from './render-mail';
import * as repo from './template-repository';
import * as templates from './templates';

const idParams = z.object({ id: idPathParam() });

/**
 * E-mail templates: list, create, duplicate, save from the builder (MJML compiled and merge tags checked
 * on the server), delete; a preview from a real order and customer; a test send through the outbox.
 * Every user of an account with the e-mail package; only platform staff may switch `transactional`.
 */
export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const roles = (request: FastifyRequest) => currentAuth(request).user.roles;
  const own = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'template_not_found');
    return templates.findOwnTemplate(db, accountId(request), parsed.data.id);
  };

  /**
   * A template's mail as the owner checks it (preview, test send): the one render path of the real sends
   * (render-mail.ts) with a real order's customer and the code source's sample code.
   */
  async function render(
    row: repo.TemplateRow,
    accountIdValue: number,
    codeSourceId: number | null,
    orderId?: string,
  ) {
    const source = codeSourceId === null ? null : await findCodeSource(db, accountIdValue, codeSourceId);
    const sample = await sampleContext(db, accountIdValue, orderId, sampleCode(source));
    // A block whose widget has gone since the save: said on the design, as a save would.
    await requireRecommendationWidgets(db, accountIdValue, row.html, 'mjml');
    try {
      const mail = await renderMail(row, sample.context, {
        publicUrl: deps.config.publicUrl,
        tracking: null,
        // The sample customer's own answer: what that customer would get.
        recommendations: mailRecommendations(db, accountIdValue, clock),
      });
      return { ...mail, order_id: sample.orderId, customer_email: sample.email };
    } catch {
      // The sandbox's limits (time, memory) stopped it on this order's data.
      throw new AppError(422, 'template_render_failed');
    }
  }

  app.get('/api/emails/discount-sources', gated, async (request) => ({
    data: await listCodeSources(db, accountId(request)),
  }));

  app.get('/api/emails/templates', gated, async (request) => ({
    data: (await repo.listTemplates(db, accountId(request))).map(templates.templateSummaryView),
  }));

  app.post('/api/emails/templates', gated, async (request, reply) => {
    const body = parseInput(emailTemplateBodySchema, request.body);
    const row = await templates.createTemplate(db, accountId(request), body, roles(request), clock.now());
    return reply.status(201).send({ data: templates.templateView(row, roles(request)) });
  });

  app.get('/api/emails/templates/:id', gated, async (request) => ({
    data: templates.templateView(await own(request), roles(request)),
  }));

  app.put('/api/emails/templates/:id', gated, async (request) => {
    const existing = await own(request);
    const body = parseInput(emailTemplateBodySchema, request.body);
    const row = await templates.updateTemplate(
      db,
      accountId(request),
      existing,
      body,
      roles(request),
      clock.now(),
    );
    return { data: templates.templateView(row, roles(request)) };
  });

  app.post('/api/emails/templates/:id/duplicate', gated, async (request, reply) => {
    const { id: _, createdAt: __, updatedAt: ___, accountId: ____, ...values } = await own(request);
    const row = await repo.insertTemplate(
      db,
      accountId(request),
      { ...values, name: `${values.name} (kopi)`.slice(0, 200) },
      clock.now(),
    );
    return reply.status(201).send({ data: templates.templateView(row, roles(request)) });
  });

  app.delete('/api/emails/templates/:id', gated, async (request, reply) => {
    const row = await own(request);
    await repo.deleteTemplate(db, accountId(request), row.id);
    return reply.status(204).send();
  });

  app.post('/api/emails/templates/:id/preview', gated, async (request) => {
    const row = await own(request);
    const body = parseInput(templatePreviewBodySchema, request.body ?? {});
    return { data: await render(row, accountId(request), row.discountId, body.order_id) };
  });

  /**
   * One mail through the outbox, marked as a test, to one of the account's users or verified addresses,
   * within the day's quota; a campaign's own subject goes first.
   */
  async function sendTest(
    request: FastifyRequest,
    row: repo.TemplateRow,
    campaign?: { subject: string; previewText: string; codeSourceId: number | null },
  ) {
    const { to } = parseInput(templateTestSendBodySchema, request.body);
    const account = accountId(request);
    await requireTestRecipient(db, account, to, clock.now());
    const design = {
      ...row,
      subject: campaign?.subject || row.subject,
      previewText: campaign?.previewText || row.previewText,
    };
    const mail = await render(design, account, campaign ? campaign.codeSourceId : row.discountId);
    // Counted after the render: a design that cannot be filled in does not use up one of the day's sends.
    await takeTestSendOrRefuse(db, account, clock.now());
    const sender = await getEmailSender(db, account);
    const stored = await deps.outbox.enqueue({
      accountId: account,
      to,
      kind: 'template_test',
      fromName: sender.from_name || null,
      fromAddress: sender.from_email || null,
      replyTo: sender.reply_to || null,
      subject: `[Test] ${mail.subject || row.name}`,
      text: mail.text,
      html: mail.html || null,
    });
    return { data: { id: stored.id, to: stored.to } };
  }

  const links = addressLinks(deps.config.publicUrl, deps.config.jwtSecret);

  /** Whom test sends may reach, and the day's count (shown beside the test-send buttons). */
  app.get('/api/emails/test-recipients', gated, async (request) => ({
    data: await testRecipients(db, accountId(request), clock.now()),
  }));

  /** Adds an address by mailing it a verification link (an address already allowed gets no mail). */
  app.post('/api/emails/test-recipients', gated, async (request, reply) => {
    const { address } = parseInput(addressVerificationBodySchema, request.body);
    const { account } = currentAccount(request);
    const known = await testRecipients(db, account.id, clock.now());
    const found = known.addresses.find((entry) => entry.address === address.toLowerCase());
    if (!found || found.kind === 'pending') {
      await sendAddressVerification({ db, outbox: deps.outbox, links }, account, address, clock.now());
    }
    return reply.status(202).send({ data: await testRecipients(db, account.id, clock.now()) });
  });

  app.post('/api/emails/templates/:id/test-send', gated, async (request) =>
    sendTest(request, await own(request)),
  );

  // A campaign's test: its template with the campaign's subject, as the recipients will get it.
  app.post('/api/emails/campaigns/:id/test-send', gated, async (request) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'campaign_not_found');
    const campaign = await findOwnCampaign(db, accountId(request), parsed.data.id);
    if (campaign.templateId === null) throw new AppError(404, 'template_not_found');
    const template = await templates.findOwnTemplate(db, accountId(request), campaign.templateId);
    // The check the real send makes: a design showing a code with no source is refused here too.
    const codeSourceId = campaign.discountId ?? template.discountId;
    await requireCodeSource(db, campaign.accountId, template, codeSourceId, 'discount_id');
    return sendTest(request, template, {
      subject: campaign.subject,
      previewText: campaign.previewText,
      codeSourceId,
    });
  });
}
