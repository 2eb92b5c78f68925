import {
  type Synonym,
  type SynonymBody,
  synonymAnswerSchema,
  synonymListAnswerSchema,
} from '@butikkpanel/contracts';
import { searchKeys } from '../query-keys';
import { createTuningApi } from './tuning-api';

const synonyms = createTuningApi<Synonym, SynonymBody>({
  path: '/search/synonyms',
  listSchema: synonymListAnswerSchema,
  itemSchema: synonymAnswerSchema,
  keys: { list: searchKeys.synonyms, item: searchKeys.synonym },
});

export const useSynonyms = synonyms.useList;
export const useSynonym = synonyms.useItem;
export const useSaveSynonym = synonyms.useSave;
export const useDeleteSynonym = synonyms.useDelete;
