import { descriptionKey } from './answers';
import { EMAIL_MAX_LENGTH } from './constants';
import { LIMITS } from './constants';
import type { Question } from './question.schema';

export type QuestionKind = Question['kind'];
export type QuestionOfKind<K extends QuestionKind> = Extract<Question, { kind: K }>;

/** Every kind, for registries that must cover them all. */
export const QUESTION_KINDS = [
  'text',
  'textarea',
  'email',
  'phone',
  'ssn',
  'number',
  'dateOfBirth',
  'select',
  'radio',
  'conditionalSelect',
  'checkbox',
  'autocomplete',
  'fileUpload',
] as const satisfies readonly QuestionKind[];

/** Radio and select answers also store '{key}_desc', the chosen label. */
export function hasDescription(question: Question): boolean {
  return question.kind === 'radio' || question.kind === 'select' || question.kind === 'conditionalSelect';
}

/**
 * The answer keys a question writes: its key, its `_desc` companion, and an autocomplete's code.
 * (A file upload writes a document answer, not an answer: it owns no answer key.)
 */
export function answerKeysOf(question: Question): readonly string[] {
  const cached = keysByQuestion.get(question);
  if (cached) return cached;
  const keys = question.kind === 'fileUpload' ? [] : [question.key];
  if (question.kind !== 'fileUpload' && hasDescription(question)) keys.push(descriptionKey(question.key));
  if (question.kind === 'autocomplete' && question.codeKey) keys.push(question.codeKey);
  keysByQuestion.set(question, keys);
  return keys;
}

/**
 * Worked out once per question object: the visibility engine asks for every question's keys on
 * every save that changes what is shown, and in the browser on every change.
 */
const keysByQuestion = new WeakMap<Question, readonly string[]>();

/** A checkbox's answer is a boolean; every other answer is a string. */
export function answerTypeOf(question: Question): 'boolean' | 'string' {
  return question.kind === 'checkbox' ? 'boolean' : 'string';
}

/** The most characters an answer of this question may hold. */
export function maxLengthOf(question: Question, textAreaLimit: number): number | undefined {
  switch (question.kind) {
    case 'text':
    case 'autocomplete':
      return question.maxLength ?? LIMITS.textInputMaxLength;
    case 'textarea':
      return question.limit ?? textAreaLimit;
    case 'email':
      return EMAIL_MAX_LENGTH;
    case 'phone':
      return PHONE_LENGTH;
    case 'ssn':
      return SSN_LENGTH;
    case 'number':
      return question.maxLength;
    case 'dateOfBirth':
      return ISO_DATE_LENGTH;
    case 'select':
    case 'radio':
    case 'conditionalSelect':
      return LIMITS.textInputMaxLength;
    case 'checkbox':
    case 'fileUpload':
      return undefined;
    default: {
      const unknown: never = question;
      throw new Error(`Unknown question kind in ${JSON.stringify(unknown)}`);
    }
  }
}

/** '(999) 999-9999' */
export const PHONE_LENGTH = 14;
/** '999-99-9999' */
export const SSN_LENGTH = 11;
/** 'YYYY-MM-DD' */
export const ISO_DATE_LENGTH = 10;
