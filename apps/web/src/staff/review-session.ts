import { rubricDefinition, type Answers, type Rubric } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createFormSession, type FormSession } from '../session/form-session';

type Review = NonNullable<ResponseOf<'staffReview'>['own']>;

/** Whose answers the store holds: a review's, never an applicant's (nothing stores or sends them). */
const REVIEWER = 'reviewer';

function refuseChange(): never {
  throw new Error('A review form has no add-another, tabs or documents.');
}

/** A review as the rubric's answers: its ratings and, under its question's key, the recommendation. */
export function reviewAnswers(rubric: Rubric, review: Review | null): Answers {
  return review ? { ...review.ratings, [rubric.recommendation.key]: review.recommendation } : {};
}

/**
 * A form session over the rubric's definition (issue 28): the application's store, visibility
 * engine and widgets, holding a review's answers. Nothing of the applicant's saving runs on it: the
 * review form sends its answers itself (PUT …/review), and `readOnly` shows another's review.
 */
export function createReviewSession(
  queryClient: QueryClient,
  rubric: Rubric,
  review: Review | null,
  { readOnly }: { readOnly: boolean },
): FormSession {
  const session = createFormSession(queryClient, { definition: rubricDefinition(rubric) });
  session.store.hydrateAnswers({ owner: REVIEWER, profile: reviewAnswers(rubric, review) });
  return {
    ...session,
    operations: { saveComponentCount: refuseChange, chooseTab: refuseChange, refreshDocuments: refuseChange },
    readOnly,
  };
}
