import type { ServiceSnapshot } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { applicationState, type ApplicationReader } from './application-state';
import { listDocumentAnswers } from './document-answers';
import { applications } from '../platform/database/schema';

/**
 * GET /service/tmp-pdf: what the print view renders: the answers, the add-another counts, the
 * document answers and the chosen tabs. The SSN goes whole to staff, who need it (issue 14; every
 * staff view is recorded as a use of the token), and masked to its last four digits in the
 * applicant's own copy (the PDF they download).
 */
export async function readServiceSnapshot(
  context: ApplicationReader,
  applicantId: string,
  { ssn }: { ssn: 'whole' | 'masked' },
): Promise<ServiceSnapshot> {
  const [application] = await context.db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  const state = applicationState(context.definition, application, {
    as: ssn,
    secretBox: context.secretBox,
    applicantId,
  });
  return {
    answer: state.answers,
    add_another: state.addAnother,
    document_answer: await listDocumentAnswers(context, applicantId),
    tabs: state.tabs,
  };
}
