import type { Profile, WebStatus } from '@portico/contracts';
import { WEB_STATUSES } from '@portico/contracts';
import { asc, eq } from 'drizzle-orm';
import { applications, logins, webStatuses } from '../platform/database/schema';
import type { SignedInApplicant } from '../accounts/sessions';
import { listDocumentAnswers } from '../applications/document-answers';
import { applicationState } from '../applications/application-state';
import type { AnswersContext } from './answers-context';

/** The signed-in applicant's profile: answers, logins, statuses, last page. */
export async function getProfile(context: AnswersContext, applicant: SignedInApplicant): Promise<Profile> {
  const { db, secretBox } = context;
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicant.id));
  const loginRows = await db
    .select({ createdAt: logins.createdAt })
    .from(logins)
    .where(eq(logins.applicantId, applicant.id))
    .orderBy(asc(logins.createdAt));
  const statusRows = await db
    .select({ webStatus: webStatuses.webStatus })
    .from(webStatuses)
    .where(eq(webStatuses.applicantId, applicant.id));
  const reached = new Set(statusRows.map((row) => row.webStatus));

  // Its owner sees the secret answer in full; it is opened only for this answer.
  const { answers } = applicationState(context.definition, application, {
    as: 'whole',
    secretBox,
    applicantId: applicant.id,
  });
  return {
    username: applicant.email,
    last_page: application?.lastPage ?? null,
    answer: answers,
    document_answer: await listDocumentAnswers(context, applicant.id),
    successful_login: loginRows.map((row) => ({ logged_in_at: row.createdAt.toISOString() })),
    submission:
      application?.submittedAt && application.reference
        ? { reference: application.reference, submitted_at: application.submittedAt.toISOString() }
        : null,
    web_status: WEB_STATUSES.filter((status: WebStatus) => reached.has(status)).map((web_status) => ({
      web_status,
    })),
  };
}
