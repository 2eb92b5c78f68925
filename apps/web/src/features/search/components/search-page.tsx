import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import type { AccountPathName } from '@/config/paths';
import { paths } from '@/config/paths';
import { CustomResultEditScreen, CustomResultsScreen } from './custom-results-screens';
import { KeywordEditScreen, KeywordsScreen } from './keywords-screens';
import { NoResultHistoryScreen } from './no-result-history-screen';
import { SearchSettingsScreen } from './search-settings-screen';
import { SearchWidgetEditScreen, SearchWidgetsScreen } from './search-widgets-screens';
import { SynonymEditScreen, SynonymsScreen } from './synonyms-screens';

type SearchRoute = Extract<
  AccountPathName,
  | 'searchKeywords'
  | 'searchKeyword'
  | 'searchSynonyms'
  | 'searchSynonym'
  | 'searchCustom'
  | 'searchCustomResult'
  | 'searchNoResult'
  | 'searchSettings'
  | 'searchWidgets'
  | 'searchWidget'
>;

/** Which screen each search route shows (spec section 2, Search). */
const SCREENS: Record<SearchRoute, ComponentType> = {
  searchKeywords: KeywordsScreen,
  searchKeyword: KeywordEditScreen,
  searchSynonyms: SynonymsScreen,
  searchSynonym: SynonymEditScreen,
  searchCustom: CustomResultsScreen,
  searchCustomResult: CustomResultEditScreen,
  searchNoResult: NoResultHistoryScreen,
  searchSettings: SearchSettingsScreen,
  searchWidgets: SearchWidgetsScreen,
  searchWidget: SearchWidgetEditScreen,
};

const isSearchRoute = (name: string): name is SearchRoute => name in SCREENS;

/** Every /{account_id}/search/... route: picks the screen by the matched route. */
export function SearchPage() {
  const route = useCurrentRoute();
  if (!route || !isSearchRoute(route.name)) return <Navigate to={paths.notFound.href()} replace />;
  const Screen = SCREENS[route.name];
  return <Screen />;
}
