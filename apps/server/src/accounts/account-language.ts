import type { Language } from '@portico/application';
import { eq } from 'drizzle-orm';
import { applicants } from '../platform/database/schema';
import { CATALOGUES } from '../platform/language';
import type { AccountsContext } from './accounts-context';
import type { SignedInApplicant } from './sessions';

/**
 * PUT /api/account/language: the signed-in applicant's language from now on (issue 32), which the
 * session answers and the e-mails sent from jobs are written in. Said in the language chosen. Only
 * the session's own account changes: the route takes no account of any other.
 */
export async function saveLanguage(
  context: Pick<AccountsContext, 'db'>,
  applicant: SignedInApplicant,
  language: Language,
): Promise<{ message: string }> {
  await context.db.update(applicants).set({ language }).where(eq(applicants.id, applicant.id));
  return { message: CATALOGUES[language].server.languageSaved };
}

/** The language of an account, English when there is no such account. */
export async function accountLanguage(
  context: Pick<AccountsContext, 'db'>,
  applicantId: string,
): Promise<Language> {
  const [row] = await context.db
    .select({ language: applicants.language })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return row?.language ?? 'en';
}
