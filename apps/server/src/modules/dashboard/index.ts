/** The dashboard's order statistics; the live visitors it shows come from the chat module's GET /api/dashboard. */
export { registerDashboardRoutes } from './routes';
