import {
  type CustomResult,
  type CustomResultBody,
  customResultAnswerSchema,
  customResultListAnswerSchema,
} from '@butikkpanel/contracts';
import { searchKeys } from '../query-keys';
import { createTuningApi } from './tuning-api';

const customResults = createTuningApi<CustomResult, CustomResultBody>({
  path: '/search/custom-results',
  listSchema: customResultListAnswerSchema,
  itemSchema: customResultAnswerSchema,
  keys: { list: searchKeys.customResults, item: searchKeys.customResult },
});

export const useCustomResults = customResults.useList;
export const useCustomResult = customResults.useItem;
export const useSaveCustomResult = customResults.useSave;
export const useDeleteCustomResult = customResults.useDelete;
