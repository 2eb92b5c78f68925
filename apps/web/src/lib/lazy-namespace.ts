import type { LazyCatalogue } from '@/locales/nb';
import { i18n } from './i18n';

/** Adds a lazily loaded screen's texts; called at the top of its feature module, before anything renders. */
export function addLazyNamespace<N extends keyof LazyCatalogue>(namespace: N, texts: LazyCatalogue[N]): void {
  if (!i18n.hasResourceBundle('nb', namespace)) i18n.addResourceBundle('nb', namespace, texts, true, true);
}
