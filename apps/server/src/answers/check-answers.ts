import { findAnswerProblems, MESSAGES, type AnswerProblem, type DataModel } from '@portico/application';

const PROBLEM_MESSAGES: Record<AnswerProblem, string> = {
  unknownKey: MESSAGES.answerUnknownKey,
  readOnly: MESSAGES.answerReadOnly,
  wrongType: MESSAGES.answerWrongType,
  tooLong: MESSAGES.answerTooLong,
};

/**
 * Checks answers against the application's data model before anything is written: every key
 * known and writable, every value of its type and within its length. Errors are keyed by answer key.
 */
export function checkAnswers(dataModel: DataModel, answers: Readonly<Record<string, unknown>>) {
  const errors: Record<string, string[]> = {};
  for (const [key, problem] of Object.entries(findAnswerProblems(dataModel, answers))) {
    errors[key] = [PROBLEM_MESSAGES[problem]];
  }
  return errors;
}
