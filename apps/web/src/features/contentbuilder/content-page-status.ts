import type { ContentPageAnswer } from '@butikkpanel/contracts';

/**
 * Where a page stands, read from the API's answer:
 * - draft: never published;
 * - published: the shop has its newest version, and nothing was saved since;
 * - changed: published, but saved since (a newer draft or settings), or an earlier version rolled back to;
 * - unpublished: published once, taken off the shop (its versions are kept).
 */
export type ContentPageStatus = 'draft' | 'published' | 'changed' | 'unpublished';

/** The newest version first (the server sends them so; sorted here so the list never depends on it). */
export const versionsNewestFirst = (page: ContentPageAnswer) =>
  [...page.versions].sort((a, b) => b.version - a.version);

export function contentPageStatus(page: ContentPageAnswer): ContentPageStatus {
  const [latest] = versionsNewestFirst(page);
  if (page.published_version === 0) return latest ? 'unpublished' : 'draft';
  if (!latest || page.published_version !== latest.version) return 'changed';
  return Date.parse(page.updated_at) > Date.parse(latest.published_at) ? 'changed' : 'published';
}

/** The element the shop adds where the block goes; the widget fills it (docs/popups.md). */
export const blockSnippet = (placementKey: string) => `<div data-butikkpanel-block="${placementKey}"></div>`;
