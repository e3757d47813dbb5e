import { hasText } from '../answers';
import type { Answers } from '../answers.schema';
import { isValidEmail } from '../auth-rules';
import { evaluateCondition } from '../condition';
import type { Question } from '../question.schema';
import { MESSAGES, type Messages } from '../messages';
import { SSN_PATTERN, US_PHONE_PATTERN } from './answer-patterns';
import { birthDateMessage } from './birth-date';

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;

/** Whether a question needs an answer now. */
export function isRequired(question: Question, answers: Answers): boolean {
  if (question.required === undefined) return false;
  return question.required === true || evaluateCondition(question.required, answers);
}

/**
 * The messages of one shown question, from its declaration: required (a checkbox must be ticked),
 * refused answers, and its kind's own rule (e-mail, phone, SSN, number range, date of birth, minimum
 * length). A missing answer gets only its required message; an empty optional answer gets none.
 * Its messages are the definition's (in the definition's language); the date-of-birth rule's come
 * from `messages`.
 */
export function questionMessages(
  question: Question,
  answers: Answers,
  today: string,
  messages: Messages = MESSAGES,
): string[] {
  if (question.validateWhen && !evaluateCondition(question.validateWhen, answers)) return [];
  const value = answers[question.key];
  const answered = question.kind === 'checkbox' ? value === true : hasText(value);
  if (!answered) return isRequired(question, answers) ? [question.requiredMessage ?? question.label] : [];
  if (typeof value !== 'string') return [];

  const found: string[] = [];
  if (question.refuse?.values.includes(value)) found.push(question.refuse.message);
  const kindMessage = kindRuleMessage(question, value, answers, today, messages);
  if (kindMessage) found.push(kindMessage);
  return found;
}

function kindRuleMessage(
  question: Question,
  value: string,
  answers: Answers,
  today: string,
  messages: Messages,
): string | undefined {
  switch (question.kind) {
    case 'text': {
      const rule = question.minLength;
      if (!rule || (rule.when && !evaluateCondition(rule.when, answers))) return undefined;
      return value.trim().length < rule.length ? rule.message : undefined;
    }
    case 'email':
      return isValidEmail(value) ? undefined : question.invalidMessage;
    case 'phone':
      return US_PHONE_PATTERN.test(value) ? undefined : question.invalidMessage;
    case 'ssn':
      return SSN_PATTERN.test(value) ? undefined : question.invalidMessage;
    case 'number': {
      const range = question.range;
      if (!range) return undefined;
      const shaped = (range.integer ? WHOLE_NUMBER : DECIMAL_NUMBER).test(value);
      const number = Number(value);
      return shaped && number >= range.min && number <= range.max ? undefined : range.message;
    }
    case 'dateOfBirth':
      return birthDateMessage(value, today, messages);
    case 'textarea':
    case 'select':
    case 'radio':
    case 'conditionalSelect':
    case 'checkbox':
    case 'autocomplete':
    case 'fileUpload':
      return undefined;
    default: {
      const unknown: never = question;
      throw new Error(`Unknown question kind in ${JSON.stringify(unknown)}`);
    }
  }
}
