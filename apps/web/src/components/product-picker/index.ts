export { ProductList } from './product-list';
export { ProductPicker } from './product-picker';
