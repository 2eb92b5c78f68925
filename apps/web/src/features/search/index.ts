import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbSearch from '@/locales/nb/search.json';
import nbSearchConfig from '@/locales/nb/search-config.json';

addLazyNamespace('search', nbSearch);
addLazyNamespace('search-config', nbSearchConfig);

export { SearchPage } from './components/search-page';
