export { createPrivacyJob, isDueToday, type PrivacyJob, type PrivacyRunResult, runPrivacyJob } from './job';
export { registerPrivacyRoutes } from './routes';
