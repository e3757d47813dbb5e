import type { Answers } from '../answers.schema';
import type { PageId } from '../pages';

export interface FieldMessage {
  key: string;
  message: string;
}

/**
 * A rule that reads several answers together and cannot sit on one question (the phone rules).
 * It declares the keys it reads and reports on, and the page that holds them, so that the
 * configuration checker can refuse a rule whose keys are not on its page ('extra schema keys').
 */
export interface CrossFieldRule {
  id: string;
  page: PageId;
  keys: readonly string[];
  /** Messages for these answers (hidden answers already cleared); messages on hidden keys are dropped. */
  check(answers: Answers, isShown: (key: string) => boolean): FieldMessage[];
}
