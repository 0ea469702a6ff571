export { adminRoutes, adminConsoleRoutes, type AdminRouteOptions } from './routes';
export { writeAudit, listAudit, type AuditEntry } from '../audit/audit';
export { adjustBalance, ADMIN_ADJUSTMENT } from './adjust';
