export { hashPassword } from './passwords';
export { registerAuthRoutes } from './routes';
export { userView } from './service';
