import {
  type CustomResult,
  type customResultBodySchema,
  customResultPhrases,
  type Keyword,
  type keywordBodySchema,
  NO_RESULT_HISTORY_DAYS,
  type NoResultPhrase,
  type SearchSettings,
  type SearchSettingType,
  type SearchWidget,
  type Synonym,
  type searchWidgetFieldsSchema,
  type synonymBodySchema,
} from '@butikkpanel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';
import { checkSearchTemplate } from '../recommendations';
import { findProductNames } from '../shop-data';
import * as repo from './repository';
import type { SiteSearch } from './site-search';
import { readSettings, readWidget } from './tuning';

const iso = (value: Date) => value.toISOString();
const NO_RESULT_PHRASES_MAX = 200;

// ---------- keywords ----------

const keywordOut = (row: repo.KeywordRow): Keyword => ({
  id: row.id,
  keyword: row.keyword,
  content: row.content,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export async function listKeywords(db: Database, accountId: number) {
  return (await repo.listKeywords(db, accountId)).map(keywordOut);
}

export async function getKeyword(db: Database, accountId: number, id: string) {
  const row = await repo.findKeyword(db, accountId, id);
  if (!row) throw notFound();
  return keywordOut(row);
}

/** Creates (id null) or updates a keyword; the same search word twice is refused. */
export async function saveKeyword(
  db: Database,
  accountId: number,
  id: string | null,
  body: z.output<typeof keywordBodySchema>,
  now: Date,
): Promise<Keyword> {
  return db.transaction(async (tx) => {
    const same = await repo.findKeywordByWord(tx, accountId, body.keyword);
    if (same && same.id !== id) throw validationFailed({ keyword: 'keyword_duplicate' });
    const row = id
      ? await repo.updateKeyword(tx, accountId, id, body, now)
      : await repo.insertKeyword(tx, accountId, body);
    if (!row) throw id ? notFound() : validationFailed({ keyword: 'keyword_duplicate' });
    await repo.bumpRevision(tx, accountId);
    return keywordOut(row);
  });
}

export async function deleteKeyword(db: Database, accountId: number, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteKeyword(tx, accountId, id))) throw notFound();
    await repo.bumpRevision(tx, accountId);
  });
}

// ---------- synonyms ----------

const synonymOut = (row: repo.SynonymRow): Synonym => ({
  id: row.id,
  word: row.word,
  synonyms: row.synonyms,
  two_way: row.twoWay,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export async function listSynonyms(db: Database, accountId: number) {
  return (await repo.listSynonyms(db, accountId)).map(synonymOut);
}

export async function getSynonym(db: Database, accountId: number, id: string) {
  const row = await repo.findSynonym(db, accountId, id);
  if (!row) throw notFound();
  return synonymOut(row);
}

export async function saveSynonym(
  db: Database,
  accountId: number,
  id: string | null,
  body: z.output<typeof synonymBodySchema>,
  now: Date,
): Promise<Synonym> {
  const values = { word: body.word, synonyms: body.synonyms, twoWay: body.two_way };
  return db.transaction(async (tx) => {
    const same = await repo.findSynonymByWord(tx, accountId, body.word);
    if (same && same.id !== id) throw validationFailed({ word: 'synonym_duplicate' });
    const row = id
      ? await repo.updateSynonym(tx, accountId, id, values, now)
      : await repo.insertSynonym(tx, accountId, values);
    if (!row) throw id ? notFound() : validationFailed({ word: 'synonym_duplicate' });
    await repo.bumpRevision(tx, accountId);
    return synonymOut(row);
  });
}

export async function deleteSynonym(db: Database, accountId: number, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSynonym(tx, accountId, id))) throw notFound();
    await repo.bumpRevision(tx, accountId);
  });
}

// ---------- custom results ----------

async function customResultsOut(db: Database, accountId: number, rows: repo.CustomResultRow[]) {
  const names = await findProductNames(db, accountId, [
    ...new Set(rows.flatMap((row) => [...row.included, ...row.excluded])),
  ]);
  const refs = (ids: string[]) =>
    ids.map((productId) => ({
      product_id: productId,
      name: names.get(productId) ?? productId,
      exists: names.has(productId),
    }));
  return rows.map(
    (row): CustomResult => ({
      id: row.id,
      phrase: row.phrase,
      comma_separated: row.commaSeparated,
      phrases: customResultPhrases(row.phrase, row.commaSeparated),
      merge: row.merge,
      included: refs(row.included),
      excluded: refs(row.excluded),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }),
  );
}

export async function listCustomResults(db: Database, accountId: number) {
  return customResultsOut(db, accountId, await repo.listCustomResults(db, accountId));
}

export async function getCustomResult(db: Database, accountId: number, id: string) {
  const row = await repo.findCustomResult(db, accountId, id);
  if (!row) throw notFound();
  const [out] = await customResultsOut(db, accountId, [row]);
  return out as CustomResult;
}

/**
 * Creates or updates a custom result. Every phrase belongs to one custom result; every product must be in
 * this account's catalogue when it is picked (an id of another account's product is simply unknown here).
 */
export async function saveCustomResult(
  db: Database,
  accountId: number,
  id: string | null,
  body: z.output<typeof customResultBodySchema>,
  now: Date,
): Promise<CustomResult> {
  const phrases = customResultPhrases(body.phrase, body.comma_separated);
  const known = await findProductNames(db, accountId, [...body.included, ...body.excluded]);
  const fields: Record<string, string> = {};
  body.included.forEach((productId, index) => {
    if (!known.has(productId)) fields[`included.${index}`] ??= 'unknown_products';
  });
  body.excluded.forEach((productId, index) => {
    if (!known.has(productId)) fields[`excluded.${index}`] ??= 'unknown_products';
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const values = {
    phrase: body.phrase,
    commaSeparated: body.comma_separated,
    merge: body.merge,
    included: body.included,
    excluded: body.excluded,
  };
  const saved = await db.transaction(async (tx) => {
    if ((await repo.phrasesTakenByOthers(tx, accountId, phrases, id)).length > 0) {
      throw validationFailed({ phrase: 'phrase_duplicate' });
    }
    const row = id
      ? await repo.updateCustomResult(tx, accountId, id, values, now)
      : await repo.insertCustomResult(tx, accountId, values);
    if (!row) throw notFound();
    if (!(await repo.replaceCustomPhrases(tx, accountId, row.id, phrases))) {
      throw validationFailed({ phrase: 'phrase_duplicate' });
    }
    await repo.bumpRevision(tx, accountId);
    return row;
  });
  const [out] = await customResultsOut(db, accountId, [saved]);
  return out as CustomResult;
}

export async function deleteCustomResult(db: Database, accountId: number, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteCustomResult(tx, accountId, id))) throw notFound();
    await repo.bumpRevision(tx, accountId);
  });
}

// ---------- widgets ----------

type WidgetFields = z.output<typeof searchWidgetFieldsSchema>;

const widgetOut = (row: repo.WidgetRow): SearchWidget => ({
  ...readWidget(row.id, row.config),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export async function listWidgets(db: Database, accountId: number) {
  return (await repo.listWidgets(db, accountId)).map(widgetOut);
}

export async function getWidget(db: Database, accountId: number, id: string) {
  const row = await repo.findWidget(db, accountId, id);
  if (!row) throw notFound('search_widget_not_found');
  return widgetOut(row);
}

export async function createWidget(db: Database, accountId: number, id: string, fields: WidgetFields) {
  await checkSearchTemplate(db, accountId, fields.template);
  return db.transaction(async (tx) => {
    const row = await repo.insertWidget(tx, accountId, id, fields);
    if (!row) throw validationFailed({ id: 'widget_id_taken' });
    await repo.bumpRevision(tx, accountId);
    return widgetOut(row);
  });
}

export async function updateWidget(
  db: Database,
  accountId: number,
  id: string,
  fields: WidgetFields,
  now: Date,
) {
  await checkSearchTemplate(db, accountId, fields.template);
  return db.transaction(async (tx) => {
    const row = await repo.updateWidget(tx, accountId, id, fields, now);
    if (!row) throw notFound('search_widget_not_found');
    await repo.bumpRevision(tx, accountId);
    return widgetOut(row);
  });
}

export async function deleteWidget(db: Database, accountId: number, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteWidget(tx, accountId, id))) throw notFound('search_widget_not_found');
    await repo.bumpRevision(tx, accountId);
  });
}

// ---------- settings ----------

export async function getSettings(db: Database, accountId: number): Promise<SearchSettings> {
  return readSettings(await repo.findSettings(db, accountId));
}

export async function saveSettings<T extends SearchSettingType>(
  db: Database,
  accountId: number,
  type: T,
  value: SearchSettings[T],
  now: Date,
): Promise<SearchSettings> {
  return db.transaction(async (tx) => {
    const settings = { ...readSettings(await repo.findSettings(tx, accountId)), [type]: value };
    await repo.saveSettings(tx, accountId, settings, now);
    await repo.bumpRevision(tx, accountId);
    return settings;
  });
}

// ---------- no-result history ----------

export async function noResultHistory(
  db: Database,
  siteSearch: SiteSearch,
  accountId: number,
  days: number,
  now: Date,
): Promise<NoResultPhrase[]> {
  const since = new Date(now.getTime() - Math.min(days, NO_RESULT_HISTORY_DAYS) * 86_400_000);
  const rows = await repo.noResultPhrases(db, accountId, since, NO_RESULT_PHRASES_MAX);
  const found = await siteSearch.findsSomething(
    accountId,
    rows.map((row) => row.phrase),
  );
  return rows.map((row) => ({
    phrase: row.phrase,
    searches: Number(row.searches),
    last_searched_at: new Date(row.lastSearchedAt).toISOString(),
    has_results_now: found.get(row.phrase) ?? false,
  }));
}
