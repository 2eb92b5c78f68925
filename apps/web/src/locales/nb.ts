import { ERROR_MESSAGES_NB, FIELD_MESSAGES_NB } from '@butikkpanel/contracts/core';
import type nbApps from './nb/apps.json';
import nbAuth from './nb/auth.json';
import type nbBuilder from './nb/builder.json';
import nbCommon from './nb/common.json';
import type nbContentbuilder from './nb/contentbuilder.json';
import type nbDiscounts from './nb/discounts.json';
import type nbEmailBuilder from './nb/email-builder.json';
import type nbEmails from './nb/emails.json';
import nbExample from './nb/example.json';
import type nbFlows from './nb/flows.json';
import type nbPageBuilder from './nb/page-builder.json';
import type nbPopups from './nb/popups.json';
import type nbRecommendations from './nb/recommendations.json';
import type nbSearch from './nb/search.json';
import type nbSearchConfig from './nb/search-config.json';
import nbTemplates from './nb/templates.json';
import type { nbSignedIn } from './nb-signed-in';

/**
 * The texts the login page needs, bundled with it. The signed-in screens' texts (nb-signed-in.ts) come with MUI
 * (app/mui-providers.tsx), which every other route loads first. Error and field texts come from contracts, so
 * the server and the web app say the same thing.
 */
export const nb = {
  common: nbCommon,
  auth: nbAuth,
  example: nbExample,
  templates: nbTemplates,
  errors: ERROR_MESSAGES_NB,
  fields: FIELD_MESSAGES_NB,
};

/**
 * Namespaces of screens behind a lazy route: their feature module adds them (lib/lazy-namespace.ts), so the
 * login page does not download them. They are still part of the typed catalogue.
 */
export type LazyCatalogue = {
  apps: typeof nbApps;
  builder: typeof nbBuilder;
  contentbuilder: typeof nbContentbuilder;
  discounts: typeof nbDiscounts;
  emails: typeof nbEmails;
  'email-builder': typeof nbEmailBuilder;
  flows: typeof nbFlows;
  'page-builder': typeof nbPageBuilder;
  popups: typeof nbPopups;
  recommendations: typeof nbRecommendations;
  search: typeof nbSearch;
  'search-config': typeof nbSearchConfig;
};
export type Catalogue = typeof nb & typeof nbSignedIn & LazyCatalogue;
export const defaultNS = 'common';
