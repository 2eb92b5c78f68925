export { type AuditValues, insertAudit } from './repository';
export { registerStaffRoutes } from './routes';
