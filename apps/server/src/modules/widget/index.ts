export { registerWidgetRoutes } from './routes';
