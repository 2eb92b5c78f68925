export {
  CATEGORIES as DEMO_CATEGORIES,
  PRODUCTS as DEMO_PRODUCTS,
  productPath as demoProductPath,
} from './demo-shop/catalogue';
export { registerWidgetRoutes } from './routes';
