export { registerAccountSettingsRoutes } from './routes';
export { abandonedAfterMinutes, getEmailSender, parseOpeningHours } from './service';
