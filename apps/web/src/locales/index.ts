/**
 * The texts of the app: nb, the app's language, is bundled with the first page (lib/i18n.ts); en is kept
 * complete (tests check the keys match) and is not loaded by the app until it offers a language choice.
 */
export { en } from './en';

import { type LazyCatalogue, nb as nbFirstPage } from './nb';
import nbApps from './nb/apps.json';
import nbBuilder from './nb/builder.json';
import nbContentbuilder from './nb/contentbuilder.json';
import nbDiscounts from './nb/discounts.json';
import nbEmailBuilder from './nb/email-builder.json';
import nbEmails from './nb/emails.json';
import nbFlows from './nb/flows.json';
import nbPageBuilder from './nb/page-builder.json';
import nbPopups from './nb/popups.json';
import nbRecommendations from './nb/recommendations.json';
import nbSearch from './nb/search.json';
import nbSearchConfig from './nb/search-config.json';
import { nbSignedIn } from './nb-signed-in';

export { type Catalogue, defaultNS } from './nb';
/** The whole nb catalogue, lazy namespaces included (the app loads those with their screens). */
export const nb: typeof nbFirstPage & typeof nbSignedIn & LazyCatalogue = {
  ...nbFirstPage,
  ...nbSignedIn,
  apps: nbApps,
  builder: nbBuilder,
  contentbuilder: nbContentbuilder,
  discounts: nbDiscounts,
  emails: nbEmails,
  'email-builder': nbEmailBuilder,
  flows: nbFlows,
  'page-builder': nbPageBuilder,
  popups: nbPopups,
  recommendations: nbRecommendations,
  search: nbSearch,
  'search-config': nbSearchConfig,
};
