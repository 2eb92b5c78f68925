export { registerStaffRoutes } from './routes';
