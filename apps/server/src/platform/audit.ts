import type { AuditAction, SignInMethod } from '@portico/contracts';
import { auditEvents } from './database/schema';
import type { Database } from './database/open-database';

export type { AuditAction };

/**
 * Appends one event to the audit table: who (a staff member, a system's credential, or the address
 * tried), what, which applicant, from where, and for a sign-in how. The table refuses changes and
 * deletions (migration 0008).
 */
export async function recordAudit(
  db: Database,
  event: {
    action: AuditAction;
    ip: string;
    staffId?: string;
    email?: string;
    applicantId?: string;
    method?: SignInMethod;
    /** What within the application: a checklist item's key; what a system read. */
    detail?: string;
    /** The system credential that acted, when no staff member did (issue 28). */
    systemCredentialId?: string;
  },
): Promise<void> {
  await db.insert(auditEvents).values(event);
}
