import type { ServiceSnapshot } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import type { AnswersContext } from '../answers/answers-context';
import { SSN_KEY } from '../answers/answers-context';
import { listDocumentAnswers } from '../documents/document-answers';
import { applications } from '../platform/database/schema';

/**
 * GET /service/tmp-pdf: what the print view renders for staff: the answers, the add-another
 * counts, the document answers and the chosen tabs. The SSN is shown in full only to its owner
 * (issue 4): here it leaves the server masked to its last four digits, in the 3-2-4 shape.
 */
export async function readServiceSnapshot(
  context: Pick<AnswersContext, 'db' | 'secretBox'>,
  applicantId: string,
): Promise<ServiceSnapshot> {
  const [application] = await context.db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  const answer = { ...(application?.answers ?? {}) };
  if (application?.ssnCiphertext)
    answer[SSN_KEY] = `***-**-${context.secretBox.open(application.ssnCiphertext).slice(-4)}`;
  return {
    answer,
    add_another: application?.addAnother ?? {},
    document_answer: await listDocumentAnswers(context, applicantId),
    tabs: application?.tabs ?? {},
  };
}
