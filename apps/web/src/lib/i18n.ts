import { DEFAULT_LANGUAGE } from '@butikkpanel/contracts/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, defaultNS, nb } from '@/locales/nb';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Catalogue;
  }
}

/**
 * nb is bundled, so initialisation is synchronous and `t` works right after import. Only nb: the English
 * catalogue (locales/en.ts) would double the texts the login page downloads, and nothing offers it yet.
 */
void i18n.use(initReactI18next).init({
  resources: { nb },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE],
  ns: Object.keys(nb),
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
