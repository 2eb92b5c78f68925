import { addLazyNamespace } from '@/lib/lazy-namespace';
import nbDiscounts from '@/locales/nb/discounts.json';

addLazyNamespace('discounts', nbDiscounts);

export { DiscountsPage } from './components/discounts-page';
