import type { AnswerValue, YesNo } from './answers.schema';
/** Answer keys are snake_case: `first_name`, `parent_2_email_address`, `college_3_ceeb`. */
export const ANSWER_KEY_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * The empty-answer marker ("A cleared answer is set to an empty-answer marker").
 * It is `null`: JSON carries it, it is not the empty string that an applicant's empty answer is, and
 * it is falsy, so every condition and rule reads it as 'not answered'. `PUT /api/answer` sends it for
 * each cleared key and the server's per-key merge stores it as it comes, so the profile shows the
 * key as cleared rather than keeping a stale value.
 */
export const EMPTY_ANSWER = null;

export const YES: YesNo = 'Y';
export const NO: YesNo = 'N';

/** 'answered' in the spec's sense: the value is truthy. Absent, null, '' and false are not answered. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  return Boolean(value);
}

/** A string answer with something in it besides white space: what a required text question needs. */
export function hasText(value: AnswerValue | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export const DESCRIPTION_SUFFIX = '_desc';

/** The read-only companion that holds a radio or select answer's label: `gender` → `gender_desc`. */
export function descriptionKey(key: string): string {
  return `${key}${DESCRIPTION_SUFFIX}`;
}

/** Formatted answer keys take the form prefix_value when a prefix is given. */
export function formatAnswerKey(prefix: string | undefined, field: string): string {
  return prefix ? `${prefix}_${field}` : field;
}
