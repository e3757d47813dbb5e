import { isAnswered } from './answers';
import type { FormState } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import { answerKeysIn, pageNodes } from './form-tree';
import type { CatalogueOf } from './catalogue-of';
import type { PageId } from './pages';
import type { ValidationErrors } from './validation/validate-application';
import { resolveVisibility } from './visibility';

/**
 * Each step's progress on the step navigation (issue 31), from the one validator's errors, as
 * 'Check your answers' reads them (check-answers.ts): a step is Completed exactly when the
 * validator finds nothing on it. Part of every form page's first visit: kept small.
 */

/**
 * The progress in words (not in the spec; GOV.UK's task list statuses). Apart from `MESSAGES`:
 * only the code that works the progress out holds them, which no first visit fetches.
 */
export const STEP_PROGRESS_MESSAGES = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
  problem: 'There is a problem',
} as const;

export type StepProgressMessages = CatalogueOf<typeof STEP_PROGRESS_MESSAGES>;

/** The progress of a step, as the step navigation shows it. */
export type StepProgress = 'notStarted' | 'inProgress' | 'completed' | 'problem';

/** Whether any answer of the page is given: before that the step is not started. */
export function isPageStarted(definition: ApplicationDefinition, page: PageId, state: FormState): boolean {
  const found = definition.pages.find((candidate) => candidate.id === page);
  return found !== undefined && answerKeysIn(pageNodes(found)).some((key) => isAnswered(state.answers[key]));
}

/**
 * Each step's progress from the validator's errors: Not started while nothing on it is answered;
 * There is a problem when an answer given is refused, or, once a Submit was refused (`validating`),
 * while anything on it is missing; Completed when the validator finds nothing on it; else In
 * progress. Missing answers alone never block moving on: they are only shown.
 */
export function stepProgress(
  definition: ApplicationDefinition,
  state: FormState,
  errors: ValidationErrors,
  { validating }: { validating: boolean },
): Record<PageId, StepProgress> {
  const visibility = resolveVisibility(definition, state);
  const progress = {} as Record<PageId, StepProgress>;
  for (const page of definition.pages) {
    const questions = visibility.visibleQuestions.get(page.id) ?? [];
    const wrong = questions.filter((question) => errors[question.key]);
    if (!isPageStarted(definition, page.id, { ...state, answers: visibility.answers })) {
      progress[page.id] = validating && wrong.length > 0 ? 'problem' : 'notStarted';
    } else if (wrong.length === 0) {
      progress[page.id] = 'completed';
    } else if (validating || wrong.some((question) => isAnswered(visibility.answers[question.key]))) {
      progress[page.id] = 'problem';
    } else {
      progress[page.id] = 'inProgress';
    }
  }
  return progress;
}
