import { STATUS_MESSAGES } from '@portico/application';
import { eq } from 'drizzle-orm';
import { applications } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import type { StatusContext } from './status-context';

/** The applicant's submitted application as the status page reads it; 409 before the submit. */
export async function submittedApplication(context: StatusContext, applicantId: string) {
  const [row] = await context.db
    .select({
      reference: applications.reference,
      submittedAt: applications.submittedAt,
      answers: applications.answers,
      tabs: applications.tabs,
      addAnother: applications.addAnother,
      ssnCiphertext: applications.ssnCiphertext,
    })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  if (!row?.submittedAt || !row.reference) throw new AppError('CONFLICT', STATUS_MESSAGES.notSubmitted);
  return { ...row, reference: row.reference, submittedAt: row.submittedAt };
}
