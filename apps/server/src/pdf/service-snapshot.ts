import { maskSsn } from '@portico/application';
import type { ServiceSnapshot } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import type { AnswersContext } from '../answers/answers-context';
import { SSN_KEY } from '../answers/answers-context';
import { listDocumentAnswers } from '../documents/document-answers';
import { applications } from '../platform/database/schema';
import { ssnBinding } from '../platform/secret-box';

/**
 * GET /service/tmp-pdf: what the print view renders: the answers, the add-another counts, the
 * document answers and the chosen tabs. The SSN goes whole to staff, who need it (issue 14; every
 * staff view is recorded as a use of the token), and masked to its last four digits in the
 * applicant's own copy (the PDF they download).
 */
export async function readServiceSnapshot(
  context: Pick<AnswersContext, 'db' | 'secretBox'>,
  applicantId: string,
  { ssn }: { ssn: 'whole' | 'masked' },
): Promise<ServiceSnapshot> {
  const [application] = await context.db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  const answer = { ...(application?.answers ?? {}) };
  if (application?.ssnCiphertext) {
    const value = context.secretBox.open(application.ssnCiphertext, ssnBinding(applicantId));
    answer[SSN_KEY] = ssn === 'whole' ? value : maskSsn(value);
  }
  return {
    answer,
    add_another: application?.addAnother ?? {},
    document_answer: await listDocumentAnswers(context, applicantId),
    tabs: application?.tabs ?? {},
  };
}
