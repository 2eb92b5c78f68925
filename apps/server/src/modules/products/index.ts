export { registerProductRoutes } from './routes';
export { productPath } from './service';
