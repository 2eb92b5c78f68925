import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbPopups from '@/locales/nb/popups.json';

addLazyNamespace('popups', nbPopups);

export { PopupGuide } from './components/popup-guide/popup-guide';
export { PopupsPage } from './components/popups-page';
