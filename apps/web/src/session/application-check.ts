import type { ValidationErrors } from '@portico/application';
import type { AnswersState, AnswersStore } from './answers-store';
import type { AnswersValidation } from './answers-validation';

/**
 * What the one validator says of the whole application as it is in the page now, whether or not
 * the applicant is validating (issue 31): the step navigation's progress and the 'Check your
 * answers' summary read it. Unlike the store's `errors`, nothing here is shown at the fields.
 *
 * Computed only while someone watches, a moment after the answers stop changing (typing on a slow
 * phone is not held up by a run per key), with the validator fetched on first use
 * (answers-validation.ts): a first visit with no answer never fetches it.
 */
const SETTLE_MS = 150;

type Checked = Pick<AnswersState, 'answers' | 'addAnother' | 'tabs' | 'confirmed'>;

function sameForm(left: Checked | undefined, right: AnswersState): boolean {
  return (
    left !== undefined &&
    left.answers === right.answers &&
    left.addAnother === right.addAnother &&
    left.tabs === right.tabs &&
    left.confirmed === right.confirmed
  );
}

export type ApplicationCheck = ReturnType<typeof createApplicationCheck>;

export function createApplicationCheck(store: AnswersStore, validation: AnswersValidation) {
  let checkedFor: Checked | undefined;
  let errors: ValidationErrors | undefined;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | undefined;

  const check = async () => {
    const current = store.getState();
    if (sameForm(checkedFor, current)) return;
    const { answers, addAnother, tabs, confirmed } = current;
    const found = await validation.validateCurrentAnswers();
    // A newer state is checked by the run its change scheduled.
    if (store.getState().answers !== answers && checkedFor !== undefined) return;
    checkedFor = { answers, addAnother, tabs, confirmed };
    errors = found;
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    if (sameForm(checkedFor, store.getState())) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), SETTLE_MS);
  };

  return {
    /** The errors for the latest answers checked; undefined until the first check. */
    errors: (): ValidationErrors | undefined => errors,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!stopWatching) {
        void check();
        stopWatching = store.subscribe(schedule);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearTimeout(timer);
        stopWatching?.();
        stopWatching = undefined;
      };
    },
  };
}
