export { FlowsPage } from './components/flows-page';
