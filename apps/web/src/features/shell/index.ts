export { AccountScope } from './components/account-scope';
export { NotFoundPage } from './components/not-found-page';
