import { MESSAGES, type Answers } from '@portico/application';
import type { SignedInApplicant } from '../accounts/sessions';
import { AppError } from '../platform/errors';
import type { AnswersContext } from './answers-context';
import { checkAnswers } from './check-answers';
import { updateApplication } from './update-application';

/**
 * PUT /api/answer: merges the answers sent into the applicant's answers, key by key. Every key and
 * value is checked first against the application's data model; one bad key writes nothing.
 */
export async function saveAnswers(context: AnswersContext, applicant: SignedInApplicant, answers: Answers) {
  const errors = checkAnswers(context.dataModel, answers);
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${MESSAGES.answersRefused} ${Object.keys(errors).join(', ')}`,
      errors,
    );
  }
  await updateApplication(context, applicant, { answers });
  return { message: MESSAGES.answersSaved };
}
