export { hashPassword } from './passwords';
export { setUserImage } from './repository';
export { registerAuthRoutes } from './routes';
export { userView } from './service';
