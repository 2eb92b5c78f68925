import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbContentbuilder from '@/locales/nb/contentbuilder.json';

addLazyNamespace('contentbuilder', nbContentbuilder);

export { ContentBuilderPage } from './components/contentbuilder-page';
