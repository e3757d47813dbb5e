import type { WebStatus } from '@portico/contracts';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications, webStatuses } from '../platform/database/schema';
import { SERVER_MESSAGES } from '@portico/application';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';

/** PUT /api/last-page: the page the applicant returns to at the next login. */
export async function saveLastPage(context: AnswersContext, applicant: SignedInApplicant, lastPage: string) {
  await context.db
    .insert(applications)
    .values({ applicantId: applicant.id, lastPage })
    .onConflictDoUpdate({ target: applications.applicantId, set: { lastPage, updatedAt: sql`now()` } });
  return { message: SERVER_MESSAGES.lastPageSaved };
}

/**
 * POST /api/web-status: records a status reached. 'submitted' comes only from POST /api/submit,
 * which checks the whole application first; posting it is accepted only once that has happened.
 */
export async function saveWebStatus(
  context: AnswersContext,
  applicant: SignedInApplicant,
  status: WebStatus,
) {
  if (status === 'submitted') {
    const [row] = await context.db
      .select()
      .from(webStatuses)
      .where(sql`${webStatuses.applicantId} = ${applicant.id} and ${webStatuses.webStatus} = 'submitted'`);
    if (!row) throw new AppError('CONFLICT', (c) => c.server.submitThroughSubmit);
  }
  await context.db
    .insert(webStatuses)
    .values({ applicantId: applicant.id, webStatus: status })
    .onConflictDoNothing();
  return { message: SERVER_MESSAGES.webStatusSaved };
}

export async function readMaps(context: AnswersContext, applicant: SignedInApplicant) {
  const [row] = await context.db
    .select({ addAnother: applications.addAnother, tabs: applications.tabs })
    .from(applications)
    .where(eq(applications.applicantId, applicant.id));
  return { addAnother: row?.addAnother ?? {}, tabs: row?.tabs ?? {} };
}
