import { nbSignedIn } from '@/locales/nb-signed-in';
import { i18n } from './i18n';

/** Adds the signed-in screens' texts (locales/nb-signed-in.ts); imported for its effect by app/mui-providers.tsx. */
for (const [namespace, texts] of Object.entries(nbSignedIn)) {
  if (!i18n.hasResourceBundle('nb', namespace)) i18n.addResourceBundle('nb', namespace, texts, true, true);
}
