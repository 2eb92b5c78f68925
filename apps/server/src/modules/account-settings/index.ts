export { registerAccountSettingsRoutes } from './routes';
export { abandonedAfterMinutes, parseOpeningHours } from './service';
