import type { WebStatus } from '@portico/contracts';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications, webStatuses } from '../platform/database/schema';
import type { Catalogue, Language } from '@portico/application';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';

/** PUT /api/last-page: the page the applicant returns to at the next login. */
export async function saveLastPage(
  context: AnswersContext,
  applicant: SignedInApplicant,
  lastPage: string,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
) {
  // The language the application is being filled in (issue 32), until it is submitted.
  const filledIn = sql`case when application_open(${applications}) then ${language} else ${applications.language} end`;
  await context.db
    .insert(applications)
    .values({ applicantId: applicant.id, lastPage, language })
    .onConflictDoUpdate({
      target: applications.applicantId,
      set: { lastPage, language: filledIn, updatedAt: sql`now()` },
    });
  return { message: catalogue.server.lastPageSaved };
}

/**
 * POST /api/web-status: records a status reached. 'submitted' comes only from POST /api/submit,
 * which checks the whole application first; posting it is accepted only once that has happened.
 */
export async function saveWebStatus(
  context: AnswersContext,
  applicant: SignedInApplicant,
  status: WebStatus,
  catalogue: Catalogue,
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
  return { message: catalogue.server.webStatusSaved };
}

export async function readMaps(context: AnswersContext, applicant: SignedInApplicant) {
  const [row] = await context.db
    .select({ addAnother: applications.addAnother, tabs: applications.tabs })
    .from(applications)
    .where(eq(applications.applicantId, applicant.id));
  return { addAnother: row?.addAnother ?? {}, tabs: row?.tabs ?? {} };
}
