/** The audit table's writer lives in platform/, so that a feature outside staff/ (the operator's print link) can record too. */
export { recordAudit, type AuditAction } from '../platform/audit';
