import {
  ERROR_MESSAGES_EN,
  ERROR_MESSAGES_NB,
  FIELD_MESSAGES_EN,
  FIELD_MESSAGES_NB,
} from '@butikkpanel/contracts';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enShell from './en/shell.json';
import nbAuth from './nb/auth.json';
import nbCommon from './nb/common.json';
import nbDashboard from './nb/dashboard.json';
import nbShell from './nb/shell.json';

/** Error and field texts come from contracts, so the server and the web app say the same thing. */
export const nb = {
  common: nbCommon,
  auth: nbAuth,
  dashboard: nbDashboard,
  shell: nbShell,
  errors: ERROR_MESSAGES_NB,
  fields: FIELD_MESSAGES_NB,
};

export type Catalogue = typeof nb;
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Typed by the nb catalogue's keys, so a key missing in English fails the typecheck. */
export const en: SameKeys<Catalogue> = {
  common: enCommon,
  auth: enAuth,
  dashboard: enDashboard,
  shell: enShell,
  errors: ERROR_MESSAGES_EN,
  fields: FIELD_MESSAGES_EN,
};

export const resources = { nb, en };
export const defaultNS = 'common';
