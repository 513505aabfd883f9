/** The staff audit log (issue 29): every staff action on record, append-only, readable with audit.read. */
export { type AuditActor, type AuditEntry, recordAudit } from './record';
export { auditRoutes } from './routes';
