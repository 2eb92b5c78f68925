export { registerAccountSettingsRoutes } from './routes';
export { parseOpeningHours } from './service';
