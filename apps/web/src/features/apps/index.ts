export { AppsPage } from './components/apps-page';
