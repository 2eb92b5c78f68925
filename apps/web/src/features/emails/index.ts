import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbEmails from '@/locales/nb/emails.json';

addLazyNamespace('emails', nbEmails);

export { EmailsPage } from './components/emails-page';
