import { type ContentPageAnswer, isIsoInstant } from '@butikkpanel/contracts';
import { isInteger, isRecord, isString } from '@butikkpanel/contracts/core';
import type { AnswerSchema } from '@/lib/api-client';

/**
 * Checks of the content page answers. contracts gives ContentPageAnswer as an interface, not a schema, so
 * what the list shows (name, key, days, versions, the published version) is checked here; the draft and the
 * builder's project are checked for their shape and read as they come (the builder owns them).
 */
class ContentPageAnswerError extends Error {
  override readonly name = 'ContentPageAnswerError';
}

const isInstant = (value: unknown) => value === null || (isString(value) && isIsoInstant(value));
const isPlacementNow = (value: unknown) =>
  value === null ||
  (isRecord(value) &&
    isInteger(value.id) &&
    isString(value.name) &&
    isInstant(value.from) &&
    isInstant(value.until));
const isVersion = (value: unknown) =>
  isRecord(value) && isInteger(value.version) && isString(value.published_at);

function parsePage(value: unknown): ContentPageAnswer {
  if (!isRecord(value)) throw new ContentPageAnswerError('A content page must be an object');
  const ok =
    isInteger(value.id) &&
    isString(value.name) &&
    isString(value.placement_key) &&
    isInstant(value.from) &&
    isInstant(value.to) &&
    isPlacementNow(value.placement_now) &&
    isString(value.draft_html) &&
    isString(value.draft_css) &&
    (value.project === null || isRecord(value.project)) &&
    isInteger(value.published_version) &&
    typeof value.live === 'boolean' &&
    Array.isArray(value.versions) &&
    value.versions.every(isVersion) &&
    isString(value.updated_at);
  if (!ok) throw new ContentPageAnswerError('The content page answer does not have the expected shape');
  return value as unknown as ContentPageAnswer;
}

export const contentPageListAnswer: AnswerSchema<{ data: ContentPageAnswer[] }> = {
  parse: (value) => {
    const data = isRecord(value) ? value.data : undefined;
    if (!Array.isArray(data)) throw new ContentPageAnswerError('The content page list must be an array');
    return { data: data.map(parsePage) };
  },
};

export const contentPageAnswer: AnswerSchema<{ data: ContentPageAnswer }> = {
  parse: (value) => ({ data: parsePage(isRecord(value) ? value.data : undefined) }),
};
