import {
  ERROR_MESSAGES_EN,
  ERROR_MESSAGES_NB,
  FIELD_MESSAGES_EN,
  FIELD_MESSAGES_NB,
} from '@butikkpanel/contracts/core';
import enAccount from './en/account.json';
import enApps from './en/apps.json';
import enAuth from './en/auth.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enContentbuilder from './en/contentbuilder.json';
import enDashboard from './en/dashboard.json';
import enDiscounts from './en/discounts.json';
import enEmails from './en/emails.json';
import enExample from './en/example.json';
import enFlows from './en/flows.json';
import enGettingStarted from './en/getting-started.json';
import enIncome from './en/income.json';
import enPopups from './en/popups.json';
import enProducts from './en/products.json';
import enRecommendations from './en/recommendations.json';
import enSearch from './en/search.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import enStaff from './en/staff.json';
import enTemplates from './en/templates.json';
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
import nbSearch from './nb/search.json';
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
  search: nbSearch,
  settings: nbSettings,
  templates: nbTemplates,
  errors: ERROR_MESSAGES_NB,
  fields: FIELD_MESSAGES_NB,
};

export type Catalogue = typeof nb;
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Typed by the nb catalogue's keys, so a key missing in English fails the typecheck. */
export const en: SameKeys<Catalogue> = {
  common: enCommon,
  auth: enAuth,
  account: enAccount,
  staff: enStaff,
  dashboard: enDashboard,
  shell: enShell,
  apps: enApps,
  chat: enChat,
  contentbuilder: enContentbuilder,
  discounts: enDiscounts,
  emails: enEmails,
  example: enExample,
  flows: enFlows,
  'getting-started': enGettingStarted,
  income: enIncome,
  popups: enPopups,
  products: enProducts,
  recommendations: enRecommendations,
  search: enSearch,
  settings: enSettings,
  templates: enTemplates,
  errors: ERROR_MESSAGES_EN,
  fields: FIELD_MESSAGES_EN,
};

export const resources = { nb, en };
export const defaultNS = 'common';
