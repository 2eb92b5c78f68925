import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbContentbuilder from '@/locales/nb/contentbuilder.json';

addLazyNamespace('contentbuilder', nbContentbuilder);

export { ContentBuilderPlaceholder } from './components/content-builder-placeholder';
export { ContentBuilderPage } from './components/contentbuilder-page';
