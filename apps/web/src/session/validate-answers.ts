import { isoDateOf, validateApplication, type FormState, type ValidationErrors } from '@portico/application';

/**
 * Every error of the application in this state, as of today: the same `validateApplication` the
 * server runs on submit. Loaded only when first needed (answers-validation.ts): an applicant who
 * is not validating yet, and every first visit, never fetches the rules.
 */
export function validateAnswers(state: FormState): ValidationErrors {
  return validateApplication('all', state, { today: isoDateOf(new Date()) });
}
