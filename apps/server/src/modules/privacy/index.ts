export type { RegisteredHooks } from './hooks';
export { createPrivacyJob, isDueToday, type PrivacyJob, type PrivacyRunResult, runPrivacyJob } from './job';
export { registerPrivacyRoutes } from './routes';
export { eraseDataSubject, exportDataSubject } from './service';
