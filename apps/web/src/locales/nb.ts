import { ERROR_MESSAGES_NB, FIELD_MESSAGES_NB } from '@butikkpanel/contracts/core';
import nbAccount from './nb/account.json';
import nbApps from './nb/apps.json';
import nbAuth from './nb/auth.json';
import nbChat from './nb/chat.json';
import nbCommon from './nb/common.json';
import nbContentbuilder from './nb/contentbuilder.json';
import nbDashboard from './nb/dashboard.json';
import nbDiscounts from './nb/discounts.json';
import nbEmails from './nb/emails.json';
import nbExample from './nb/example.json';
import nbFlows from './nb/flows.json';
import nbGettingStarted from './nb/getting-started.json';
import nbIncome from './nb/income.json';
import nbPopups from './nb/popups.json';
import nbProducts from './nb/products.json';
import nbRecommendations from './nb/recommendations.json';
import type nbSearch from './nb/search.json';
import type nbSearchConfig from './nb/search-config.json';
import nbSettings from './nb/settings.json';
import nbShell from './nb/shell.json';
import nbStaff from './nb/staff.json';
import nbTemplates from './nb/templates.json';

/** Error and field texts come from contracts, so the server and the web app say the same thing. */
export const nb = {
  common: nbCommon,
  auth: nbAuth,
  account: nbAccount,
  staff: nbStaff,
  dashboard: nbDashboard,
  shell: nbShell,
  apps: nbApps,
  chat: nbChat,
  contentbuilder: nbContentbuilder,
  discounts: nbDiscounts,
  emails: nbEmails,
  example: nbExample,
  flows: nbFlows,
  'getting-started': nbGettingStarted,
  income: nbIncome,
  popups: nbPopups,
  products: nbProducts,
  recommendations: nbRecommendations,
  settings: nbSettings,
  templates: nbTemplates,
  errors: ERROR_MESSAGES_NB,
  fields: FIELD_MESSAGES_NB,
};

/**
 * Namespaces of screens behind a lazy route: their feature module adds them (lib/lazy-namespace.ts), so the
 * login page does not download them. They are still part of the typed catalogue.
 */
export type LazyCatalogue = { search: typeof nbSearch; 'search-config': typeof nbSearchConfig };
export type Catalogue = typeof nb & LazyCatalogue;
export const defaultNS = 'common';
