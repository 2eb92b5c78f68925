export { registerContentPageRoutes } from './routes';
