import type { ValidationErrors } from '@portico/application';
import { saveValidations } from '../api/save-validations';
import { currentTexts, subscribeLanguage, type LanguageTexts } from '../i18n/language-store';
import type { AnswersState, AnswersStore } from './answers-store';
import type { validateAnswers } from './validate-answers';

/**
 * The errors the page shows while the status is validating, kept in the answers
 * store's `errors` where every widget reads its own key's messages.
 *
 * The whole application is validated, not only the page shown: the summary above each page lists
 * every page's messages (so its links to other pages work), and a field reads only its own key.
 * The same `validateApplication` the server runs on submit, on the same visibility engine,
 * fetched with the first validation (validate-answers.ts), so that no first visit carries it.
 *
 * A capability rather than part of the form feature: the step navigation (shell) posts them on a
 * nav click as the next-page button (form) does, through the one useFormNavigation.
 */

/** What the validator reads of the answers' state: a check of the same is the same answer. */
export type Validated = Pick<AnswersState, 'answers' | 'addAnother' | 'tabs' | 'confirmed'>;

/** Whether `right` holds what `left` was validated on (by identity: the store replaces what changes). */
export function sameState(left: Validated | undefined, right: AnswersState): boolean {
  return (
    left !== undefined &&
    left.answers === right.answers &&
    left.addAnother === right.addAnother &&
    left.tabs === right.tabs &&
    left.confirmed === right.confirmed
  );
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

export type AnswersValidation = ReturnType<typeof createAnswersValidation>;

/** The validation of one store's answers, which remembers what its errors were computed for. */
export function createAnswersValidation(store: AnswersStore) {
  /** The form state the errors were computed for (or received from the server for). */
  let validatedFor: Validated | undefined;
  /** The language the errors were worded in: a switch words them again (issue 32). */
  let wordedIn: LanguageTexts | undefined;

  const remember = ({ answers, addAnother, tabs, confirmed }: AnswersState): Validated =>
    (validatedFor = { answers, addAnother, tabs, confirmed });

  let validator: Promise<{ validateAnswers: typeof validateAnswers }> | undefined;

  /** Every error of the application as it is in the page now. */
  const validateCurrentAnswers = async (): Promise<ValidationErrors> => {
    validator ??= import('./validate-answers');
    return (await validator).validateAnswers(store.formState());
  };

  /**
   * Validates the answers and shows the errors. Without `force`, answers already validated are not
   * validated again: errors the server sent for them (the authority) stay until the next change.
   */
  const refreshErrors = async ({ force = false }: { force?: boolean } = {}): Promise<ValidationErrors> => {
    const current = store.getState();
    if (!force && sameState(validatedFor, current) && wordedIn === currentTexts()) {
      return current.errors as ValidationErrors;
    }
    const computing = remember(current);
    wordedIn = currentTexts();
    const found = await validateCurrentAnswers();
    // Answers changed (or validation ended) meanwhile: the newer refresh shows its own errors.
    if (validatedFor !== computing) return found;
    const errors = keepUnchanged(store.getState().errors, found);
    store.setErrors(errors);
    return errors;
  };

  return {
    validateCurrentAnswers,
    refreshErrors,

    /** Shows errors found elsewhere (the server's 400 on submit) for the answers as they are now. */
    showErrors(errors: ValidationErrors): void {
      remember(store.getState());
      wordedIn = currentTexts();
      store.setErrors(errors);
    },

    /** Not validating: no field and no summary shows an error. */
    clearErrors(): void {
      validatedFor = undefined;
      if (Object.keys(store.getState().errors).length > 0) store.setErrors({});
    },

    /**
     * Validates now and on every change of the answers, counts, tabs or confirmations, and of the
     * language shown; returns the stop.
     */
    startLiveValidation(): () => void {
      const refresh = () => void refreshErrors();
      refresh();
      const stopAnswers = store.subscribe(refresh);
      const stopLanguage = subscribeLanguage(refresh);
      return () => {
        stopAnswers();
        stopLanguage();
      };
    },

    /**
     * A nav click or the next-page button while validating: the errors are
     * refreshed for the answers as they are now and posted (POST /api/validations), beside the save
     * of the answers and without holding up the navigation.
     */
    recordCurrentErrors(): void {
      refreshErrors({ force: true })
        .then(saveValidations)
        .catch(() => {
          // The record of what was missing is for the office; the applicant loses nothing.
        });
    },
  };
}
