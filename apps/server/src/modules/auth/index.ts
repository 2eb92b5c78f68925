export { hashPassword } from './passwords';
export { registerAuthRoutes } from './routes';
