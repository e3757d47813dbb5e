import {
  findAnswerProblems,
  type AnswerProblem,
  type DataModel,
  SERVER_MESSAGES,
} from '@portico/application';

const PROBLEM_MESSAGES: Record<AnswerProblem, string> = {
  unknownKey: SERVER_MESSAGES.answerUnknownKey,
  readOnly: SERVER_MESSAGES.answerReadOnly,
  wrongType: SERVER_MESSAGES.answerWrongType,
  tooLong: SERVER_MESSAGES.answerTooLong,
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
