import {
  BUILDER_KINDS,
  type BuilderComponent,
  type BuilderFont,
  builderComponentBodySchema,
  builderFontBodySchema,
  DEFAULT_FONTS,
  storedImagePath,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, validationFailed } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { checkImageUpload, listDesignImages, storeDesignImage } from '../account-settings';
import * as repo from './repository';

const builderQuery = z.object({
  builder: z.enum(BUILDER_KINDS, { error: 'invalid_value' }).default('email'),
});
const componentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const fontParams = z.object({ id: z.string().max(100) });

const componentView = (row: repo.ComponentRow): BuilderComponent => ({
  id: row.id,
  builder: row.builder,
  title: row.title,
  group: row.groupName,
  content: row.content as Record<string, unknown>,
  created_at: row.createdAt.toISOString(),
});

const defaultFonts: BuilderFont[] = DEFAULT_FONTS.map((font) => ({
  id: `default:${font.name}`,
  name: font.name,
  stack: font.stack,
  css_url: null,
  is_default: true,
}));

const fontView = (row: repo.FontRow): BuilderFont => ({
  id: String(row.id),
  name: row.name,
  stack: `'${row.name}', Arial, sans-serif`,
  css_url: row.cssUrl,
  is_default: false,
});

/**
 * The builders' saved components and fonts (spec section 5: component title and group must not be empty,
 * a wrapper cannot be saved as a component, a default font cannot be removed). The e-mail builder's, so
 * the e-mail package; scoped to the account of the request.
 */
export function registerBuilderAssetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;

  app.get('/api/builder/components', gated, async (request) => {
    const { builder } = parseInput(builderQuery, request.query);
    return { data: (await repo.listComponents(db, accountId(request), builder)).map(componentView) };
  });

  app.post('/api/builder/components', gated, async (request, reply) => {
    const body = parseInput(builderComponentBodySchema, request.body);
    const row = await repo.insertComponent(db, accountId(request), body, clock.now());
    return reply.status(201).send({ data: componentView(row) });
  });

  app.delete('/api/builder/components/:id', gated, async (request, reply) => {
    const parsed = componentParams.safeParse(request.params);
    if (!parsed.success || !(await repo.deleteComponent(db, accountId(request), parsed.data.id))) {
      throw new AppError(404, 'component_not_found');
    }
    return reply.status(204).send();
  });

  app.get('/api/builder/fonts', gated, async (request) => ({
    data: [...defaultFonts, ...(await repo.listFonts(db, accountId(request))).map(fontView)],
  }));

  app.post('/api/builder/fonts', gated, async (request, reply) => {
    const body = parseInput(builderFontBodySchema, request.body);
    const isDefault = DEFAULT_FONTS.some((font) => font.name.toLowerCase() === body.name.toLowerCase());
    const row = isDefault
      ? null
      : await repo.insertFont(db, accountId(request), { name: body.name, cssUrl: body.css_url }, clock.now());
    if (!row) throw validationFailed({ name: 'font_taken' });
    return reply.status(201).send({ data: fontView(row) });
  });

  app.delete('/api/builder/fonts/:id', gated, async (request, reply) => {
    const { id } = parseInput(fontParams, request.params);
    if (id.startsWith('default:')) throw new AppError(400, 'font_default_locked');
    const numeric = Number(id);
    if (!Number.isInteger(numeric) || numeric < 1 || numeric > 2_147_483_647) {
      throw new AppError(404, 'font_not_found');
    }
    if (!(await repo.deleteFont(db, accountId(request), numeric))) throw new AppError(404, 'font_not_found');
    return reply.status(204).send();
  });

  // Images for designs: jpg or png by their bytes, at most 1 MB, stored with the account's other files and
  // served at an unguessable address (a mail's reader loads them without signing in).
  const imageView = (row: { id: string; contentType: string; size: number; createdAt: Date }) => ({
    id: row.id,
    // By path: it works in the panel at any address; mails get the public address when they are made.
    url: storedImagePath(row.id),
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  });
  app.get('/api/builder/images', gated, async (request) => ({
    data: (await listDesignImages(db, accountId(request))).map(imageView),
  }));
  void app.register(async (scope) => {
    acceptFileBodies(scope);
    // The guards run before the body is read: nobody uploads a megabyte to be told they are signed out.
    scope.post('/api/builder/images', { onRequest: gated.preHandler }, async (request, reply) => {
      const image = checkImageUpload(request.headers['content-type'], request.body);
      const now = clock.now();
      const id = await storeDesignImage(db, accountId(request), image, now);
      return reply.status(201).send({
        data: imageView({ id, contentType: image.contentType, size: image.bytes.length, createdAt: now }),
      });
    });
  });
}
