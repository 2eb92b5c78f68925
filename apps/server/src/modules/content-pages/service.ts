import { type ContentPageAnswer, type ContentPageSettings, osloDay } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { assertDesignForms } from '../../lib/design-forms';
import { AppError } from '../../lib/errors';
import { safeDesign } from '../../lib/safe-design';
import { ownFilesPolicy } from '../popups';
import * as repo from './repository';

export async function findOwnPage(db: Database, accountId: number, id: number) {
  const row = await repo.findPage(db, accountId, id);
  if (!row) throw new AppError(404, 'content_page_not_found');
  return row;
}

const withinDays = (row: repo.ContentPageRow, today: string) =>
  (row.fromDay === null || row.fromDay <= today) && (row.toDay === null || row.toDay >= today);

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
  const today = osloDay(now);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    placement_key: row.placementKey,
    from: row.fromDay,
    to: row.toDay,
    draft_html: row.draftHtml,
    draft_css: row.draftCss,
    project: row.project ?? null,
    published_version: row.publishedVersion,
    live: row.publishedVersion > 0 && withinDays(row, today),
    versions: versions
      .filter((version) => version.pageId === row.id)
      .map((version) => ({ version: version.version, published_at: version.publishedAt.toISOString() })),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function pageAnswer(db: Database, row: repo.ContentPageRow, now: Date) {
  const [answer] = await pageAnswers(db, row.accountId, [row], now);
  if (!answer) throw new Error('a content page answered nothing');
  return answer;
}

async function refuseTakenKey(db: Database, accountId: number, key: string, exceptId: number | null) {
  if (await repo.keyTaken(db, accountId, key, exceptId)) {
    throw new AppError(422, 'validation_failed', undefined, { placement_key: 'placement_key_taken' });
  }
}

const columnsOf = (settings: ContentPageSettings) => ({
  name: settings.name,
  placementKey: settings.placement_key,
  fromDay: settings.from,
  toDay: settings.to,
});

export async function createPage(db: Database, accountId: number, settings: ContentPageSettings, now: Date) {
  await refuseTakenKey(db, accountId, settings.placement_key, null);
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
  await refuseTakenKey(db, accountId, settings.placement_key, id);
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

/** The shop's blocks for the keys on its page, as they are published and scheduled today (Oslo). */
export async function blocksFor(db: Database, accountId: number, keys: string[], now: Date) {
  const rows = await repo.liveBlocks(db, accountId, keys, osloDay(now));
  return Object.fromEntries(rows.map((row) => [row.key, { html: row.html, css: row.css }]));
}
