/**
 * The texts of the app: nb, the app's language, is bundled with the first page (lib/i18n.ts); en is kept
 * complete (tests check the keys match) and is not loaded by the app until it offers a language choice.
 */
export { en } from './en';
export { type Catalogue, defaultNS, nb } from './nb';
