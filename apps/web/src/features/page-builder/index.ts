import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbPageBuilder from '@/locales/nb/page-builder.json';

addLazyNamespace('page-builder', nbPageBuilder);

export { ContentPageBuilder } from './components/content-page-builder';
export { PopupBuilderPage } from './components/popup-builder-page';
