import type { Database } from '../platform/database/open-database';
import { applicantUpdates } from '../platform/database/schema';

export type ApplicantUpdateKind = (typeof applicantUpdates.$inferInsert)['kind'];

/**
 * Logs a change the applicant made after submitting (issue 28), in the caller's transaction so
 * that the change and its line are kept together or not at all. Staff read them on the application.
 */
export async function recordApplicantUpdate(
  tx: Database,
  update: { applicantId: string; kind: ApplicantUpdateKind; detail: string },
): Promise<void> {
  await tx.insert(applicantUpdates).values(update);
}
