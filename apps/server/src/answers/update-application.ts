import { clearHiddenAnswers, EMPTY_ANSWER, MESSAGES, type Answers } from '@portico/application';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { lockApplication } from './lock-application';
import { SSN_KEY, type AnswersContext } from './answers-context';

export interface ApplicationChange {
  /** Answers to merge, key by key; the SSN among them is sealed and kept apart. */
  answers?: Answers;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
}

/**
 * Applies a change to the applicant's application in one transaction, with the row locked, so that
 * two tabs saving at once both keep their keys. Keys not in the change keep their values. Then the
 * answers that the application now hides (a conditional block closed, a tab switched, a dropdown
 * whose controlling answer changed) are set to the empty-answer marker: hidden answers are not kept.
 */
export async function updateApplication(
  context: AnswersContext,
  applicant: SignedInApplicant,
  change: ApplicationChange,
): Promise<void> {
  const { [SSN_KEY]: ssn, ...patch } = change.answers ?? {};
  await context.db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicant.id);
    // Checked under the row lock: a save racing a submit cannot slip in after it.
    if (row.submittedAt) throw new AppError('CONFLICT', MESSAGES.applicationSubmitted);

    let ssnCiphertext = row.ssnCiphertext;
    if (ssn !== undefined)
      ssnCiphertext = typeof ssn === 'string' && ssn !== '' ? context.secretBox.seal(ssn) : null;
    const addAnother = { ...row.addAnother, ...change.addAnother };
    const tabs = { ...row.tabs, ...change.tabs };
    // The SSN takes part in visibility as 'answered' or not; its value never leaves its cipher.
    const merged: Answers = { ...row.answers, ...patch, [SSN_KEY]: ssnCiphertext ? 'sealed' : EMPTY_ANSWER };
    const { [SSN_KEY]: visibleSsn, ...answers } = clearHiddenAnswers(context.definition, {
      answers: merged,
      addAnother,
      tabs,
    });
    if (!visibleSsn) ssnCiphertext = null;

    await tx
      .update(applications)
      .set({ answers, ssnCiphertext, addAnother, tabs, updatedAt: sql`now()` })
      .where(eq(applications.applicantId, applicant.id));
  });
}
