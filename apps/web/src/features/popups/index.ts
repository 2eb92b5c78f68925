export { PopupsPage } from './components/popups-page';
