import {
  BUILDER_KINDS,
  BUILDER_PACKAGES,
  type BuilderComponent,
  type BuilderFont,
  type BuilderImage,
  type BuilderKind,
  builderComponentBodySchema,
  builderFontBodySchema,
  DEFAULT_FONTS,
  IMAGE_LIBRARIES,
  type ImageLibrary,
  storedImagePath,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, validationFailed } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { parseInput } from '../../lib/parse';
import { checkPackage, currentAccount, currentAuth } from '../access';
import {
  checkImageUpload,
  deleteDesignImage,
  listDesignImages,
  listSharedImages,
  storeDesignImage,
} from '../account-settings';
import * as repo from './repository';

const builderQuery = z.object({
  builder: z.enum(BUILDER_KINDS, { error: 'invalid_value' }).default('email'),
});
/** Only the builder named in a component's body, to check its package before the rest is read. */
const bodyBuilder = z.object({ builder: z.enum(BUILDER_KINDS).default('email') });
const componentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const fontParams = z.object({ id: z.string().max(100) });
const imageParams = z.object({ id: z.string().max(100) });
const libraryQuery = z.object({
  library: z.enum(IMAGE_LIBRARIES, { error: 'invalid_value' }).default('own'),
});

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

/** A builder's own package: the e-mail builder's components need e-mail, the popup builder's popups… */
function requireBuilderPackage(request: FastifyRequest, builder: BuilderKind): void {
  checkPackage(currentAccount(request), currentAuth(request).user, BUILDER_PACKAGES[builder]);
}

/** Any of the builders' packages (e-mail, popups, content builder): the file library is shared by them. */
async function requireAnyBuilderPackage(request: FastifyRequest): Promise<void> {
  const account = currentAccount(request);
  if (BUILDER_KINDS.some((kind) => account.packages.includes(BUILDER_PACKAGES[kind]))) return;
  // Staff pass; a merchant hears about the first of them (or that the account is deactivated).
  requireBuilderPackage(request, 'email');
}

/**
 * The builders' saved components, fonts and file library (spec section 5: component title and group must
 * not be empty, a wrapper cannot be saved as a component, a default font cannot be removed; section 6: the
 * shared file library is read-only). Components belong to one builder and need its package; fonts are the
 * e-mail builder's; images are shared by all three builders. Scoped to the account of the request.
 */
export function registerBuilderAssetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const signedIn = [guards.authenticate, guards.authorizeAccount];
  const anyBuilder = { preHandler: [...signedIn, requireAnyBuilderPackage] };
  const gated = {
    preHandler: [...signedIn, guards.requirePackage('PACKAGE_EMAIL')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;

  app.get('/api/builder/components', anyBuilder, async (request) => {
    const { builder } = parseInput(builderQuery, request.query);
    requireBuilderPackage(request, builder);
    return { data: (await repo.listComponents(db, accountId(request), builder)).map(componentView) };
  });

  app.post('/api/builder/components', anyBuilder, async (request, reply) => {
    const named = bodyBuilder.safeParse(request.body ?? {});
    if (named.success) requireBuilderPackage(request, named.data.builder);
    const body = parseInput(builderComponentBodySchema, request.body);
    const row = await repo.insertComponent(db, accountId(request), body, clock.now());
    return reply.status(201).send({ data: componentView(row) });
  });

  app.delete('/api/builder/components/:id', anyBuilder, async (request, reply) => {
    const parsed = componentParams.safeParse(request.params);
    const kind = parsed.success ? await repo.findComponentKind(db, accountId(request), parsed.data.id) : null;
    if (!parsed.success || !kind) throw new AppError(404, 'component_not_found');
    requireBuilderPackage(request, kind);
    if (!(await repo.deleteComponent(db, accountId(request), parsed.data.id))) {
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

  // The file library: jpg, png or webp by their bytes, at most 1 MB, stored with the account's other files
  // and served at an unguessable address (a mail's reader and a shop's visitor load them without signing
  // in). Beside it the platform's shared library, which every account may use and none may change.
  const imageView = (
    row: { id: string; contentType: string; size: number; createdAt: Date },
    library: ImageLibrary,
  ): BuilderImage => ({
    id: row.id,
    // By path: it works in the panel at any address; mails and shops get the public address when saved.
    url: storedImagePath(row.id),
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    library,
  });
  app.get('/api/builder/images', anyBuilder, async (request) => {
    const { library } = parseInput(libraryQuery, request.query);
    const rows =
      library === 'shared' ? await listSharedImages(db) : await listDesignImages(db, accountId(request));
    return { data: rows.map((row) => imageView(row, library)) };
  });
  app.delete('/api/builder/images/:id', anyBuilder, async (request, reply) => {
    const { id } = parseInput(imageParams, request.params);
    await deleteDesignImage(db, accountId(request), id);
    return reply.status(204).send();
  });
  void app.register(async (scope) => {
    acceptFileBodies(scope);
    // The guards run before the body is read: nobody uploads a megabyte to be told they are signed out,
    // or that the shared library is read-only.
    const refuseShared = async (request: FastifyRequest) => {
      if (parseInput(libraryQuery, request.query).library === 'shared') {
        throw new AppError(403, 'shared_library_read_only');
      }
    };
    scope.post(
      '/api/builder/images',
      { onRequest: [...anyBuilder.preHandler, refuseShared] },
      async (request, reply) => {
        const image = checkImageUpload(request.headers['content-type'], request.body, { webp: true });
        const now = clock.now();
        const id = await storeDesignImage(db, accountId(request), image, now);
        return reply.status(201).send({
          data: imageView(
            { id, contentType: image.contentType, size: image.bytes.length, createdAt: now },
            'own',
          ),
        });
      },
    );
  });
}
