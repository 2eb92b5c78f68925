import { ERROR_MESSAGES_EN, FIELD_MESSAGES_EN } from '@butikkpanel/contracts/core';
import enAccount from './en/account.json';
import enApps from './en/apps.json';
import enAuth from './en/auth.json';
import enBuilder from './en/builder.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enContentbuilder from './en/contentbuilder.json';
import enDashboard from './en/dashboard.json';
import enDiscounts from './en/discounts.json';
import enEmailBuilder from './en/email-builder.json';
import enEmails from './en/emails.json';
import enExample from './en/example.json';
import enFlows from './en/flows.json';
import enGettingStarted from './en/getting-started.json';
import enIncome from './en/income.json';
import enPageBuilder from './en/page-builder.json';
import enPopups from './en/popups.json';
import enProducts from './en/products.json';
import enRecommendations from './en/recommendations.json';
import enSearch from './en/search.json';
import enSearchConfig from './en/search-config.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import enStaff from './en/staff.json';
import enTemplates from './en/templates.json';
import type { Catalogue } from './nb';

type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Typed by the nb catalogue's keys, so a key missing in English fails the typecheck. */
export const en: SameKeys<Catalogue> = {
  common: enCommon,
  auth: enAuth,
  builder: enBuilder,
  account: enAccount,
  staff: enStaff,
  dashboard: enDashboard,
  shell: enShell,
  apps: enApps,
  chat: enChat,
  contentbuilder: enContentbuilder,
  discounts: enDiscounts,
  emails: enEmails,
  'email-builder': enEmailBuilder,
  example: enExample,
  flows: enFlows,
  'getting-started': enGettingStarted,
  income: enIncome,
  'page-builder': enPageBuilder,
  popups: enPopups,
  products: enProducts,
  recommendations: enRecommendations,
  search: enSearch,
  'search-config': enSearchConfig,
  settings: enSettings,
  templates: enTemplates,
  errors: ERROR_MESSAGES_EN,
  fields: FIELD_MESSAGES_EN,
};
