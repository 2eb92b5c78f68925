import {
  customResultPhrases,
  DEFAULT_SEARCH_SETTINGS,
  type SearchSettings,
  type SearchWidget,
  searchSettingsSchema,
  searchWidgetFieldsSchema,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { CustomRule, EngineSettings, EngineTuning } from './engine/search';
import { termKey } from './engine/search';
import * as repo from './repository';

export type WidgetLook = Omit<SearchWidget, 'created_at' | 'updated_at' | 'comment'>;

/** An account's tuning as the engine uses it, loaded again whenever its revision moves. */
export interface LoadedTuning {
  settings: SearchSettings;
  engineSettings: EngineSettings;
  engine: EngineTuning;
  widgets: Map<string, WidgetLook>;
}

/** Stored settings over the defaults; a stored value that no longer validates falls back to its default. */
export function readSettings(stored: unknown): SearchSettings {
  const merged = { ...DEFAULT_SEARCH_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const type of ['details', 'fields', 'boosts'] as const) {
      const value = (stored as Record<string, unknown>)[type];
      const parsed = searchSettingsSchema.shape[type].safeParse(value);
      if (parsed.success) Object.assign(merged, { [type]: parsed.data });
    }
  }
  return merged;
}

/** A stored widget config with today's defaults for fields added since. */
export function readWidget(id: string, config: unknown): WidgetLook & { comment: string } {
  const parsed = searchWidgetFieldsSchema.safeParse(config ?? {});
  const fields = parsed.success ? parsed.data : searchWidgetFieldsSchema.parse({});
  return { id, ...fields };
}

export function engineSettingsOf(settings: SearchSettings): EngineSettings {
  return {
    language: settings.details.language,
    typoTolerance: settings.details.typo_tolerance,
    suggestions: settings.details.suggestions,
    weights: settings.fields,
    boosts: { inStock: settings.boosts.in_stock, onSale: settings.boosts.on_sale },
  };
}

export async function loadTuning(db: Database, accountId: number): Promise<LoadedTuning> {
  const [storedSettings, synonyms, customResults, keywords, widgets] = await Promise.all([
    repo.findSettings(db, accountId),
    repo.listSynonyms(db, accountId),
    repo.listCustomResults(db, accountId),
    repo.listKeywords(db, accountId),
    repo.listWidgets(db, accountId),
  ]);
  const settings = readSettings(storedSettings);
  const { language } = settings.details;
  const key = (text: string) => termKey(text, language).join(' ');

  // Both ways: every word of the group finds the others; one way: only the word finds its synonyms.
  const synonymMap = new Map<string, string[][]>();
  const addAlternative = (from: string, to: string) => {
    const fromKey = key(from);
    const words = termKey(to, 'none');
    if (fromKey === '' || words.length === 0 || fromKey === key(to)) return;
    const list = synonymMap.get(fromKey) ?? [];
    if (!list.some((existing) => existing.join(' ') === words.join(' '))) list.push(words);
    synonymMap.set(fromKey, list);
  };
  for (const row of synonyms) {
    const group = [row.word, ...row.synonyms];
    for (const synonym of row.synonyms) addAlternative(row.word, synonym);
    if (row.twoWay)
      for (const from of row.synonyms) for (const to of group) if (from !== to) addAlternative(from, to);
  }

  const customRules = new Map<string, CustomRule>();
  for (const row of customResults) {
    const rule: CustomRule = {
      id: row.id,
      merge: row.merge,
      included: row.included,
      excluded: new Set(row.excluded),
    };
    for (const phrase of customResultPhrases(row.phrase, row.commaSeparated))
      customRules.set(key(phrase), rule);
  }

  return {
    settings,
    engineSettings: engineSettingsOf(settings),
    engine: {
      synonyms: synonymMap,
      customRules,
      keywords: keywords.map((row) => ({
        key: termKey(row.keyword, language),
        keyword: row.keyword,
        content: row.content,
      })),
    },
    widgets: new Map(
      widgets.map((row) => {
        const { comment: _comment, ...look } = readWidget(row.id, row.config);
        return [row.id, look];
      }),
    ),
  };
}
