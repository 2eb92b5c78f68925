import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbApps from '@/locales/nb/apps.json';

addLazyNamespace('apps', nbApps);

export { AppPage } from './components/app-page';
export { AppsPage } from './components/apps-page';
