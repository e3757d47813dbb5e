import { isAnswered } from './answers';
import type { AnswerValue, Answers } from './answers.schema';
import type { Condition } from './condition.schema';

/** The operators of conditional display. */
export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'lt',
  'lte',
  'gt',
  'gte',
  'notAnswered',
  'answered',
  'in',
  'notIn',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * The one evaluator of conditions. The browser, the server and the print view all call it.
 *
 * - equals / notEquals compare strictly; an absent or cleared answer compares as ''.
 * - lt / lte / gt / gte compare numbers when both sides are numbers (the answer '1350' against
 *   1000), otherwise strings by code point (so ISO dates compare as dates); an unanswered value
 *   satisfies none of them.
 * - answered is 'the value is truthy', notAnswered 'the value is falsy' (absent, null, '', false).
 * - in / notIn test whether the target list contains the value.
 */
export function evaluateCondition(condition: Condition, answers: Answers): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, answers));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, answers));
  const value = answers[condition.key];
  switch (condition.op) {
    case 'equals':
      return (value ?? '') === condition.target;
    case 'notEquals':
      return (value ?? '') !== condition.target;
    case 'lt':
      return compare(value, condition.target, (order) => order < 0);
    case 'lte':
      return compare(value, condition.target, (order) => order <= 0);
    case 'gt':
      return compare(value, condition.target, (order) => order > 0);
    case 'gte':
      return compare(value, condition.target, (order) => order >= 0);
    case 'answered':
      return isAnswered(value);
    case 'notAnswered':
      return !isAnswered(value);
    case 'in':
      return typeof value === 'string' && condition.target.includes(value);
    case 'notIn':
      return !(typeof value === 'string' && condition.target.includes(value));
    default: {
      const unknown: never = condition;
      throw new Error(`Unknown condition operator in ${JSON.stringify(unknown)}`);
    }
  }
}

function compare(
  value: AnswerValue | undefined,
  target: number | string,
  test: (order: number) => boolean,
): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  const left = Number(value);
  const right = Number(target);
  if (Number.isFinite(left) && Number.isFinite(right) && String(target).trim() !== '') {
    return test(Math.sign(left - right));
  }
  const other = String(target);
  return test(value < other ? -1 : value > other ? 1 : 0);
}

/** Every answer key a condition reads, for the configuration checker. */
export function conditionKeys(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionKeys);
  if ('any' in condition) return condition.any.flatMap(conditionKeys);
  return [condition.key];
}
