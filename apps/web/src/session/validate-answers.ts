import { isoDateOf, validateApplication, type FormState, type ValidationErrors } from '@portico/application';
import { currentTexts } from '../i18n/language-store';

/**
 * Every error of the application in this state, as of today: the same `validateApplication` the
 * server runs on submit, its messages in the language shown (the validator builds the application
 * and its rules once per catalogue; English is its default). Loaded only when first needed
 * (answers-validation.ts): an applicant who is not validating yet, and every first visit, never
 * fetches the rules.
 */
export function validateAnswers(state: FormState): ValidationErrors {
  const { translated } = currentTexts();
  const today = isoDateOf(new Date());
  return validateApplication(
    'all',
    state,
    translated ? { today, catalogue: translated.catalogue } : { today },
  );
}
