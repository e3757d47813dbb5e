import type { ValidationErrors } from '@portico/application';
import { useEffect, useState } from 'react';
import { sameState, type Validated } from './answers-validation';
import { useFormSession } from './form-session';

/**
 * What the one validator says of the whole application as it is in the page now, whether or not
 * the applicant is validating (issue 31): the step navigation's progress and the 'Check your
 * answers' summary read it. Unlike the store's `errors`, nothing here is shown at the fields.
 *
 * Checked a moment after the answers stop changing (typing on a slow phone is not held up by a
 * run per key), with the validator fetched on first use (answers-validation.ts). Only code that
 * loads on demand uses this (the review page, the steps' progress), never a first visit's.
 */
const SETTLE_MS = 150;

/** The validator's errors of the whole application, kept current; undefined before the first check. */
export function useApplicationCheck(): ValidationErrors | undefined {
  const { store, validation } = useFormSession();
  const [errors, setErrors] = useState<ValidationErrors>();
  useEffect(() => {
    let checkedFor: Validated | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const current = store.getState();
      if (sameState(checkedFor, current)) return;
      checkedFor = current;
      const found = await validation.validateCurrentAnswers();
      // A newer state is checked by the run its change scheduled.
      if (!stopped && checkedFor === current) setErrors(found);
    };
    void check();
    const unsubscribe = store.subscribe(() => {
      if (sameState(checkedFor, store.getState())) return;
      clearTimeout(timer);
      timer = setTimeout(() => void check(), SETTLE_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, validation]);
  return errors;
}
