import { isoDateOf, validateApplication, type ValidationErrors } from '@portico/application';
import { saveValidations } from '../api/save-validations';
import {
  currentFormState,
  getAnswersState,
  setErrors,
  subscribeAnswers,
  type AnswersState,
} from './answers-store';

/**
 * The errors the page shows while the status is validating (spec section 4), kept in the answers
 * store's `errors` where every widget reads its own key's messages.
 *
 * The whole application is validated, not only the page shown: the summary above each page lists
 * every page's messages (so its links to other pages work), and a field reads only its own key.
 * The same `validateApplication` the server runs on submit, on the same visibility engine.
 *
 * A capability rather than part of the form feature: the step navigation (shell) posts them on a
 * nav click as the next-page button (form) does, through the one useFormNavigation.
 */

type Validated = Pick<AnswersState, 'answers' | 'addAnother' | 'tabs' | 'confirmed'>;

/** The form state the errors were computed for (or received from the server for). */
let validatedFor: Validated | undefined;

function sameState(left: Validated | undefined, right: AnswersState): boolean {
  return (
    left !== undefined &&
    left.answers === right.answers &&
    left.addAnother === right.addAnother &&
    left.tabs === right.tabs &&
    left.confirmed === right.confirmed
  );
}

function remember(current: AnswersState): void {
  validatedFor = {
    answers: current.answers,
    addAnother: current.addAnother,
    tabs: current.tabs,
    confirmed: current.confirmed,
  };
}

/** Every error of the application as it is in the page now. */
export function validateCurrentAnswers(): ValidationErrors {
  return validateApplication('all', currentFormState(), { today: isoDateOf(new Date()) });
}

/**
 * Validates the answers and shows the errors. Without `force`, answers already validated are not
 * validated again: errors the server sent for them (the authority) stay until the next change.
 */
export function refreshErrors({ force = false }: { force?: boolean } = {}): ValidationErrors {
  const current = getAnswersState();
  if (!force && sameState(validatedFor, current)) return current.errors as ValidationErrors;
  remember(current);
  const errors = keepUnchanged(current.errors, validateCurrentAnswers());
  setErrors(errors);
  return errors;
}

/**
 * A key whose messages did not change keeps its array, so that only the fields whose messages
 * changed re-render as the applicant types (each widget selects its own key's array).
 */
function keepUnchanged(
  previous: Readonly<Record<string, readonly string[]>>,
  next: ValidationErrors,
): ValidationErrors {
  const shared: ValidationErrors = {};
  for (const [key, messages] of Object.entries(next)) {
    const before = previous[key];
    const same = before?.length === messages.length && before.every((message, i) => message === messages[i]);
    shared[key] = same ? (before as string[]) : messages;
  }
  return shared;
}

/** Shows errors found elsewhere (the server's 400 on submit) for the answers as they are now. */
export function showErrors(errors: ValidationErrors): void {
  remember(getAnswersState());
  setErrors(errors);
}

/** Not validating: no field and no summary shows an error. */
export function clearErrors(): void {
  validatedFor = undefined;
  if (Object.keys(getAnswersState().errors).length > 0) setErrors({});
}

/** Validates now and on every change of the answers, counts, tabs or confirmations; returns the stop. */
export function startLiveValidation(): () => void {
  refreshErrors();
  return subscribeAnswers(() => refreshErrors());
}

/**
 * A nav click or the next-page button while validating (spec sections 2 and 4): the errors are
 * refreshed for the answers as they are now and posted (POST /api/validations), beside the save of
 * the answers and without holding up the navigation.
 */
export function recordCurrentErrors(): void {
  saveValidations(refreshErrors({ force: true })).catch(() => {
    // The record of what was missing is for the office; the applicant loses nothing.
  });
}
