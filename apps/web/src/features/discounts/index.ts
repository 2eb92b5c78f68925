export { DiscountsPage } from './components/discounts-page';
