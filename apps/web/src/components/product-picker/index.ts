export { ProductPicker } from './product-picker';
