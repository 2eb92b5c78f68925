import {
  CONTACT_IMPORT_SOURCES,
  contactBodySchema,
  contactListQuerySchema,
  contactUpdateSchema,
  idPathParam,
  osloTimestamp,
  pagedQuerySchema,
  segmentBodySchema,
  segmentRulesSchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { csvHeader, csvLine } from '../../lib/csv';
import { AppError, validationFailed } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { requestLanguage } from '../../lib/language';
import { kroner } from '../../lib/money';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { csvText, orderSummaryOf } from '../shop-data';
import { changeConsent } from './consent';
import { importContacts } from './contact-import';
import * as repo from './contact-repository';
import * as segments from './segment-repository';
import { segmentCondition } from './segments';
import { consentEventView, contactView, segmentView } from './views';

const idParams = z.object({ id: idPathParam() });
const importQuery = z.object({
  source: z.enum(CONTACT_IMPORT_SOURCES, { error: 'invalid_value' }).default('import'),
});
const EXPORT_PAGE = 2000;

/**
 * The e-mail audience in the panel: contacts with consent and tags, the suppression list, segments with
 * their live counts, CSV import and export. Every user of an account with the e-mail package; every query
 * is scoped to the account of the request.
 */
export function registerAudienceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const idOf = (request: FastifyRequest, code: 'contact_not_found' | 'segment_not_found') => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, code);
    return parsed.data.id;
  };
  const ownContact = async (request: FastifyRequest) => {
    const row = await repo.findContact(db, accountId(request), idOf(request, 'contact_not_found'));
    if (!row) throw new AppError(404, 'contact_not_found');
    return row;
  };
  const ownSegment = async (request: FastifyRequest) => {
    const row = await segments.findSegment(db, accountId(request), idOf(request, 'segment_not_found'));
    if (!row) throw new AppError(404, 'segment_not_found');
    return row;
  };
  const countsOf = (account: number, row: segments.SegmentRow) =>
    repo.countMatching(
      db,
      account,
      segmentCondition(account, segmentRulesSchema.parse(row.definition), clock.now()),
    );

  app.get('/api/audience/contacts', gated, async (request) => {
    const query = parseInput(contactListQuerySchema, request.query);
    const account = accountId(request);
    let condition: ReturnType<typeof segmentCondition>;
    if (query.segment_id !== undefined) {
      const segment = await segments.findSegment(db, account, query.segment_id);
      if (!segment) throw new AppError(404, 'segment_not_found');
      condition = segmentCondition(account, segmentRulesSchema.parse(segment.definition), clock.now());
    }
    const { rows, total } = await repo.listContacts(db, account, query, condition);
    return { data: rows.map(contactView), total, page: query.page, per_page: query.per_page };
  });

  app.post('/api/audience/contacts', gated, async (request, reply) => {
    const body = parseInput(contactBodySchema, request.body);
    const account = accountId(request);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const { row, created } = await repo.ensureContact(
        tx,
        account,
        { email: body.email, name: body.name },
        now,
      );
      if (!created) throw validationFailed({ email: 'contact_exists' });
      await repo.updateContact(tx, account, row.id, { tags: body.tags }, now);
      if (body.subscribed)
        await changeConsent(tx, account, row, { state: 'given', source: 'panel', at: now });
      return row.id;
    });
    const row = await repo.findContact(db, account, id);
    return reply.status(201).send({ data: row && contactView(row) });
  });

  app.get('/api/audience/contacts/export', gated, async (request, reply) => {
    const account = accountId(request);
    const lines = [
      csvHeader(['email', 'name', 'consent', 'consent_source', 'consent_at', 'suppressed', 'tags']),
    ];
    for (let after = 0; ; ) {
      const page = await repo.contactsAfter(db, account, after, EXPORT_PAGE);
      for (const { contact, suppressed } of page) {
        lines.push(
          csvLine([
            contact.email,
            contact.name,
            contact.consent,
            contact.consentSource,
            contact.consentAt ? osloTimestamp(contact.consentAt) : '',
            suppressed,
            contact.tags.join('|'),
          ]),
        );
      }
      if (page.length < EXPORT_PAGE) break;
      after = page.at(-1)?.contact.id ?? after;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="kontakter.csv"')
      .send(lines.join(''));
  });

  app.get('/api/audience/contacts/:id', gated, async (request) => {
    const contact = await ownContact(request);
    const account = accountId(request);
    const [history, orders] = await Promise.all([
      repo.consentHistory(db, account, contact.id),
      orderSummaryOf(db, account, contact.email),
    ]);
    return {
      data: {
        ...contactView(contact),
        history: history.map(consentEventView),
        orders: {
          count: orders.count,
          total: kroner(orders.totalOre),
          last_at: orders.lastAt?.toISOString() ?? null,
        },
      },
    };
  });

  app.patch('/api/audience/contacts/:id', gated, async (request) => {
    const contact = await ownContact(request);
    const body = parseInput(contactUpdateSchema, request.body);
    const account = accountId(request);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const values: Parameters<typeof repo.updateContact>[3] = {};
      if (body.name !== undefined) values.name = body.name === '' ? null : body.name;
      if (body.tags !== undefined) values.tags = body.tags;
      const row = (await repo.updateContact(tx, account, contact.id, values, now)) ?? contact;
      if (body.subscribed !== undefined) {
        await changeConsent(tx, account, row, {
          state: body.subscribed ? 'given' : 'withdrawn',
          source: 'panel',
          at: now,
        });
      }
    });
    const row = await repo.findContact(db, account, contact.id);
    return { data: row && contactView(row) };
  });

  app.delete('/api/audience/contacts/:id', gated, async (request, reply) => {
    const contact = await ownContact(request);
    await repo.deleteContact(db, accountId(request), contact.id);
    return reply.status(204).send();
  });

  app.get('/api/audience/suppressions', gated, async (request) => {
    const query = parseInput(pagedQuerySchema, request.query);
    const { rows, total } = await repo.listSuppressions(db, accountId(request), query);
    return {
      data: rows.map((row) => ({ email: row.email, reason: row.reason, at: row.at.toISOString() })),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  });

  app.get('/api/audience/segments', gated, async (request) => {
    const account = accountId(request);
    const rows = await segments.listSegments(db, account);
    const data = [];
    for (const row of rows) data.push(segmentView(row, await countsOf(account, row)));
    return { data };
  });

  app.post('/api/audience/segments/count', gated, async (request) => {
    const definition = parseInput(segmentRulesSchema, request.body);
    const account = accountId(request);
    return {
      data: await repo.countMatching(db, account, segmentCondition(account, definition, clock.now())),
    };
  });

  app.post('/api/audience/segments', gated, async (request, reply) => {
    const body = parseInput(segmentBodySchema, request.body);
    const account = accountId(request);
    const row = await segments.insertSegment(db, account, body, clock.now());
    return reply.status(201).send({ data: segmentView(row, await countsOf(account, row)) });
  });

  app.get('/api/audience/segments/:id', gated, async (request) => {
    const row = await ownSegment(request);
    return { data: segmentView(row, await countsOf(accountId(request), row)) };
  });

  app.put('/api/audience/segments/:id', gated, async (request) => {
    const existing = await ownSegment(request);
    const body = parseInput(segmentBodySchema, request.body);
    const account = accountId(request);
    const row = (await segments.updateSegment(db, account, existing.id, body, clock.now())) ?? existing;
    return { data: segmentView(row, await countsOf(account, row)) };
  });

  app.delete('/api/audience/segments/:id', gated, async (request, reply) => {
    const row = await ownSegment(request);
    await segments.deleteSegment(db, accountId(request), row.id);
    return reply.status(204).send();
  });

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    scope.post('/api/audience/contacts/import', gated, async (request) => {
      const { source } = parseInput(importQuery, request.query);
      return {
        data: await importContacts(
          db,
          accountId(request),
          csvText(request),
          source,
          requestLanguage(request),
          clock.now(),
        ),
      };
    });
  });
}
