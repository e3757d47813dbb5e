import { findAnswerProblems, type AnswerProblem, type DataModel } from '@portico/application';
import type { Text } from '../platform/language';

const PROBLEM_MESSAGES: Record<AnswerProblem, Text> = {
  unknownKey: (c) => c.server.answerUnknownKey,
  readOnly: (c) => c.server.answerReadOnly,
  wrongType: (c) => c.server.answerWrongType,
  tooLong: (c) => c.server.answerTooLong,
};

/**
 * Checks answers against the application's data model before anything is written: every key
 * known and writable, every value of its type and within its length. Errors are keyed by answer key.
 */
export function checkAnswers(dataModel: DataModel, answers: Readonly<Record<string, unknown>>) {
  const errors: Record<string, Text[]> = {};
  for (const [key, problem] of Object.entries(findAnswerProblems(dataModel, answers))) {
    errors[key] = [PROBLEM_MESSAGES[problem]];
  }
  return errors;
}

/** The longest a refused key is quoted back: no question's key is longer. */
const QUOTED_KEY_LENGTH = 64;

/**
 * The first key of a save that is no writable answer of the data model, the check stopping there.
 * A save holds each writable key at most once, so this reads at most one key more than the model
 * has: the definition caps the keys a save may carry, and a body of thousands of unknown keys costs
 * one look-up, not one error each. Undefined when every key may be written (their values are
 * checked by checkAnswers).
 */
export function firstUnwritableKey(
  dataModel: DataModel,
  answers: Readonly<Record<string, unknown>>,
): { key: string; message: Text } | undefined {
  for (const key in answers) {
    const entry = dataModel.get(key);
    if (entry?.writable) continue;
    const quoted = key.length > QUOTED_KEY_LENGTH ? `${key.slice(0, QUOTED_KEY_LENGTH)}…` : key;
    return { key: quoted, message: PROBLEM_MESSAGES[entry ? 'readOnly' : 'unknownKey'] };
  }
  return undefined;
}
