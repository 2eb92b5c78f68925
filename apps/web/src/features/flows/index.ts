import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbFlows from '@/locales/nb/flows.json';

addLazyNamespace('flows', nbFlows);

export { FlowsPage } from './components/flows-page';
