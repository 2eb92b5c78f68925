import { type ContentPageAnswer, type ContentPageSettings, formatOsloDateTime } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { assertDesignCountdowns } from '../../lib/design-countdowns';
import { assertDesignForms } from '../../lib/design-forms';
import { AppError } from '../../lib/errors';
import { safeDesign } from '../../lib/safe-design';
import { ownFilesPolicy } from '../popups';
import { blockInForce, periodConflict } from './block-periods';
import * as repo from './repository';

export async function findOwnPage(db: Database, accountId: number, id: number) {
  const row = await repo.findPage(db, accountId, id);
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

/** Per placement key, the block in force at `now` and from and until when (only published blocks count). */
async function placementsNow(db: Database, accountId: number, keys: string[], now: Date) {
  const rows = await repo.pagesAtKeys(db, accountId, [...new Set(keys)]);
  const published = rows.filter((row) => row.publishedVersion > 0);
  return new Map(
    [...new Set(keys)].map((key) => [
      key,
      blockInForce(
        published.filter((row) => row.placementKey === key),
        now,
      ),
    ]),
  );
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export async function pageAnswers(
  db: Database,
  accountId: number,
  rows: repo.ContentPageRow[],
  now: Date,
): Promise<ContentPageAnswer[]> {
  const versions = await repo.versionsOf(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  const placements = await placementsNow(
    db,
    accountId,
    rows.map((row) => row.placementKey),
    now,
  );
  return rows.map((row) => {
    const inForce = placements.get(row.placementKey) ?? null;
    return {
      id: row.id,
      name: row.name,
      placement_key: row.placementKey,
      from: iso(row.fromAt),
      to: iso(row.toAt),
      draft_html: row.draftHtml,
      draft_css: row.draftCss,
      project: row.project ?? null,
      published_version: row.publishedVersion,
      live: row.publishedVersion > 0 && inForce?.block.id === row.id,
      placement_now: inForce
        ? {
            id: inForce.block.id,
            name: inForce.block.name,
            from: iso(inForce.from),
            until: iso(inForce.until),
          }
        : null,
      versions: versions
        .filter((version) => version.pageId === row.id)
        .map((version) => ({ version: version.version, published_at: version.publishedAt.toISOString() })),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function pageAnswer(db: Database, row: repo.ContentPageRow, now: Date) {
  const [answer] = await pageAnswers(db, row.accountId, [row], now);
  if (!answer) throw new Error('a content page answered nothing');
  return answer;
}

const bound = (instant: Date | null) => (instant ? formatOsloDateTime(instant) : '…');

/**
 * Refuses a second default block at the placement, or a period overlapping another block's there, naming
 * that block (issue 29); blocks whose periods only touch share the placement.
 */
async function refuseConflict(
  db: Database,
  accountId: number,
  candidate: { id: number; name: string; placementKey: string; fromAt: Date | null; toAt: Date | null },
) {
  const others = await repo.pagesAtKeys(db, accountId, [candidate.placementKey]);
  const conflict = periodConflict(candidate, others);
  if (!conflict) return;
  const params = {
    name: conflict.block.name,
    from: bound(conflict.block.fromAt),
    to: bound(conflict.block.toAt),
  };
  // On the period's start: that is where the owner gives or moves the period.
  throw new AppError(422, conflict.reason, params, { from: conflict.reason });
}

const columnsOf = (settings: ContentPageSettings) => ({
  name: settings.name,
  placementKey: settings.placement_key,
  fromAt: settings.from === null ? null : new Date(settings.from),
  toAt: settings.to === null ? null : new Date(settings.to),
});

export async function createPage(db: Database, accountId: number, settings: ContentPageSettings, now: Date) {
  await refuseConflict(db, accountId, { id: 0, ...columnsOf(settings) });
  return repo.insertPage(db, accountId, columnsOf(settings), now);
}

export async function savePage(
  db: Database,
  accountId: number,
  id: number,
  settings: ContentPageSettings,
  now: Date,
) {
  await findOwnPage(db, accountId, id);
  await refuseConflict(db, accountId, { id, ...columnsOf(settings) });
  const row = await repo.updatePage(db, accountId, id, columnsOf(settings), now);
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

/** The builder's save: the draft made safe (lib/safe-design.ts); the shop keeps its published version. */
export async function saveDraft(
  db: Database,
  accountId: number,
  id: number,
  body: { html: string; css: string; project: Record<string, unknown> | null },
  publicUrl: string,
  now: Date,
) {
  await findOwnPage(db, accountId, id);
  const own = await ownFilesPolicy(db, accountId, publicUrl, body);
  const design = safeDesign(own.design, own.policy);
  assertDesignForms(design.html);
  assertDesignCountdowns(design.html);
  const row = await repo.updatePage(
    db,
    accountId,
    id,
    { draftHtml: design.html, draftCss: design.css, project: body.project },
    now,
  );
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

/** The draft becomes the next version, which the shop sees from now on. */
export async function publish(db: Database, accountId: number, id: number, now: Date) {
  const page = await findOwnPage(db, accountId, id);
  if (page.draftHtml.trim() === '') throw new AppError(422, 'content_nothing_to_publish');
  return db.transaction(async (tx) => {
    const version = await repo.insertVersion(
      tx,
      accountId,
      id,
      { html: page.draftHtml, css: page.draftCss },
      now,
    );
    const row = await repo.updatePage(tx, accountId, id, { publishedVersion: version }, now);
    if (!row) throw new AppError(404, 'content_page_not_found');
    return row;
  });
}

/** An earlier version on the shop again (the draft is left as it is). */
export async function rollBack(db: Database, accountId: number, id: number, version: number, now: Date) {
  await findOwnPage(db, accountId, id);
  if (!(await repo.findVersion(db, accountId, id, version)))
    throw new AppError(404, 'content_version_not_found');
  const row = await repo.updatePage(db, accountId, id, { publishedVersion: version }, now);
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

/** Off the shop; its versions are kept. */
export async function unpublish(db: Database, accountId: number, id: number, now: Date) {
  await findOwnPage(db, accountId, id);
  const row = await repo.updatePage(db, accountId, id, { publishedVersion: 0 }, now);
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

/** The shop's blocks for the keys on its page: per key the published block in force at the server's now. */
export async function blocksFor(db: Database, accountId: number, keys: string[], now: Date) {
  const rows = await repo.publishedBlocks(db, accountId, keys);
  const shown: Record<string, { html: string; css: string }> = {};
  for (const key of keys) {
    const inForce = blockInForce(
      rows.filter((row) => row.key === key),
      now,
    );
    if (inForce) shown[key] = { html: inForce.block.html, css: inForce.block.css };
  }
  return shown;
}
