import { productUpsertBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { acceptFileBodies } from '../../lib/file-body';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { createApiKeyGuard, ingestAccount } from './api-key-guard';
import { csvText } from './csv-body';
import * as ingest from './ingest';
import { findProduct } from './ingest-repository';
import { OPENAPI_DOCUMENT } from './openapi';
import { OPENAPI_PAGE_PATH, renderOpenApiPage } from './openapi-page';
import { uploadProductCsv } from './product-csv';

const productParams = z.object({ externalId: z.string().trim().min(1, 'field_empty').max(200, 'too_long') });

/** The server-to-server ingest API (docs/ingest.md), authenticated by an API key, and its description. */
export function registerIngestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const ctx = { db, unitOfWork: deps.platform.events.unitOfWork, clock: deps.clock };
  app.decorateRequest('ingestAccountId', null);
  const onRequest = [createApiKeyGuard(db, deps.clock)];

  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(OPENAPI_DOCUMENT),
  );
  // The same description for people: the settings page links here.
  const page = renderOpenApiPage();
  app.get(OPENAPI_PAGE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );

  app.put('/api/ingest/products/:externalId', { onRequest }, async (request) => {
    const { externalId } = parseInput(productParams, request.params);
    const body = parseInput(productUpsertBodySchema, request.body);
    const accountId = ingestAccount(request);
    await ingest.storeProducts(db, accountId, [{ ...body, external_id: externalId }], deps.clock.now());
    const row = await findProduct(db, accountId, externalId);
    return { data: row ? ingest.productView(row) : null };
  });

  app.post('/api/ingest/products', { onRequest }, async (request) =>
    ingest.ingestProducts(
      db,
      ingestAccount(request),
      request.body,
      requestLanguage(request),
      deps.clock.now(),
    ),
  );

  app.post('/api/ingest/orders', { onRequest }, async (request) =>
    ingest.ingestOrders(ctx, ingestAccount(request), request.body, requestLanguage(request)),
  );

  app.post('/api/ingest/customers', { onRequest }, async (request) =>
    ingest.ingestCustomers(ctx, ingestAccount(request), request.body, requestLanguage(request)),
  );

  app.post('/api/ingest/password-resets', { onRequest }, async (request) =>
    ingest.ingestPasswordResets(ctx, ingestAccount(request), request.body, requestLanguage(request)),
  );

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    scope.post('/api/ingest/products/csv', { onRequest }, async (request) =>
      uploadProductCsv(
        db,
        ingestAccount(request),
        csvText(request),
        requestLanguage(request),
        deps.clock.now(),
      ),
    );
  });
}
