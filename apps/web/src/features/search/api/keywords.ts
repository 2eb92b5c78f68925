import {
  type Keyword,
  type KeywordBody,
  keywordAnswerSchema,
  keywordListAnswerSchema,
} from '@butikkpanel/contracts';
import { searchKeys } from '../query-keys';
import { createTuningApi } from './tuning-api';

const keywords = createTuningApi<Keyword, KeywordBody>({
  path: '/search/keywords',
  listSchema: keywordListAnswerSchema,
  itemSchema: keywordAnswerSchema,
  keys: { list: searchKeys.keywords, item: searchKeys.keyword },
});

export const useKeywords = keywords.useList;
export const useKeyword = keywords.useItem;
export const useSaveKeyword = keywords.useSave;
export const useDeleteKeyword = keywords.useDelete;
