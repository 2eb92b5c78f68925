export { EmailsPage } from './components/emails-page';
