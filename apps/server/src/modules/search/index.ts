export { widgetsNamingTemplate as searchWidgetsNamingTemplate } from './repository';
export { registerSearchRoutes } from './routes';
