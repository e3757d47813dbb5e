import { APPLICATION, stepProgress, type PageId, type StepProgress } from '@portico/application';
import { useMemo } from 'react';
import { hasAnyAnswer, type AnswersState } from '../session/answers-store';
import { useClientSnapshot } from '../session/client-snapshot';
import { useAnswersSelector, useApplicationCheck, useFormState } from '../session/form-session';

const selectLoaded = (current: AnswersState) => current.owner !== undefined;
const selectAnyAnswer = (current: AnswersState) => hasAnyAnswer(current);
const NOTHING_ANSWERED = {};

/**
 * Each step's progress (issue 31) from the one validator, undefined until the answers are loaded.
 * With nothing answered every step is Not started without running it: a first visit fetches no
 * validator. Once something is answered, the progress waits for the validator's first word rather
 * than guess.
 */
export function useStepProgress(enabled: boolean): Record<PageId, StepProgress> | undefined {
  const loaded = useAnswersSelector(selectLoaded);
  const anyAnswer = useAnswersSelector(selectAnyAnswer);
  const validating = useClientSnapshot().web_status === 'validating';
  const state = useFormState();
  const errors = useApplicationCheck(enabled && loaded && anyAnswer);
  return useMemo(() => {
    if (!enabled || !loaded) return undefined;
    if (!anyAnswer) return stepProgress(APPLICATION, state, NOTHING_ANSWERED, { validating: false });
    if (!errors) return undefined;
    return stepProgress(APPLICATION, state, errors, { validating });
  }, [enabled, loaded, anyAnswer, errors, state, validating]);
}
