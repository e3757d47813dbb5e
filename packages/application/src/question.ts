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
export function answerKeysOf(question: Question): string[] {
  if (question.kind === 'fileUpload') return [];
  const keys = [question.key];
  if (hasDescription(question)) keys.push(descriptionKey(question.key));
  if (question.kind === 'autocomplete' && question.codeKey) keys.push(question.codeKey);
  return keys;
}

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
