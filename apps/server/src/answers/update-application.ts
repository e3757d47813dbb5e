import { indexDefinition, rememberedVisibility, type Answers } from '@portico/application';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications } from '../platform/database/schema';
import { deleteHiddenDocuments, fileQuestionKeys } from '../applications/document-answers';
import { lockForEdit } from '../applications/lock-application';
import { applicationState } from '../applications/application-state';
import type { AnswersContext } from './answers-context';
import type { ApplicationDefinition } from '@portico/application';

export interface ApplicationChange {
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
}

/** What visibility is decided from, as the application row keeps it. */
export interface StoredState {
  answers: Answers;
  ssnCiphertext: string | null;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

/** What the engine shows and hides of a stored state: all a save needs to clear what it hides. */
export function visibilityOf(definition: ApplicationDefinition, state: StoredState) {
  return rememberedVisibility(definition, applicationState(definition, state, { as: 'sealed' }));
}

/**
 * What the application keeps of a stored state: every answer it hides set to the empty-answer
 * marker, and the SSN dropped when its question is hidden. The SSN takes part in visibility as
 * answered or not; its value never leaves its cipher. With the questions shown on each page.
 */
export function visibleState(definition: ApplicationDefinition, state: StoredState) {
  const visibility = visibilityOf(definition, state);
  const secretKey = indexDefinition(definition).secretKey;
  const answers = { ...visibility.answers };
  const secretShown = secretKey !== undefined && Boolean(answers[secretKey]);
  if (secretKey !== undefined) delete answers[secretKey];
  return {
    answers,
    ssnCiphertext: secretShown ? state.ssnCiphertext : null,
    visibleQuestions: visibility.visibleQuestions,
  };
}

/**
 * Applies a change of add-another counts or tabs in one transaction, with the row locked, then
 * clears what the application now hides (a tab switched, a component removed): hidden answers are
 * not kept, nor the documents of hidden file questions, whose files go once the change is stored.
 * A tab switch is this one operation. Answers themselves are saved by saveAnswers.
 */
export async function updateApplication(
  context: AnswersContext,
  applicant: SignedInApplicant,
  change: ApplicationChange,
): Promise<void> {
  const filesToRemove = await context.db.transaction(async (tx) => {
    const row = await lockForEdit(tx, applicant.id);
    const addAnother = { ...row.addAnother, ...change.addAnother };
    const tabs = { ...row.tabs, ...change.tabs };
    const kept = visibleState(context.definition, { ...row, addAnother, tabs });
    await tx
      .update(applications)
      .set({
        answers: kept.answers,
        ssnCiphertext: kept.ssnCiphertext,
        addAnother,
        tabs,
        revision: sql`${applications.revision} + 1`,
        visibilityRevision: sql`${applications.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.applicantId, applicant.id));
    // The keys of the questions shown, file questions too (which hold no answer key).
    const shown = new Set([...kept.visibleQuestions.values()].flat().map((question) => question.key));
    return deleteHiddenDocuments(tx, applicant.id, fileQuestionKeys(context.definition), shown);
  });
  await Promise.all(filesToRemove.map((key) => context.store.remove(key)));
}
