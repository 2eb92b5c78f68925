import { DEFAULT_LANGUAGE } from '@butikkpanel/contracts/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, defaultNS, resources } from '@/locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Catalogue;
  }
}

/** Resources are bundled, so initialisation is synchronous and `t` works right after import. */
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  ns: Object.keys(resources.nb),
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
