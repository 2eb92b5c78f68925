export { IncomePage } from './components/income-page';
