import { MESSAGES } from '@portico/application';
import type { Answers } from '@portico/contracts';
import { sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { SSN_KEY, type AnswersContext } from './answers-context';
import { checkAnswers } from './check-answers';

/**
 * Merges the answers sent into the applicant's answers, key by key, in one statement: keys not
 * sent keep their values, so two tabs saving different questions both keep theirs. Every key and
 * value is checked first against the application's data model; one bad key writes nothing.
 */
export async function saveAnswers(context: AnswersContext, applicant: SignedInApplicant, answers: Answers) {
  const errors = checkAnswers(answers);
  if (Object.keys(errors).length > 0) {
    const keys = Object.keys(errors).join(', ');
    throw new AppError('VALIDATION_FAILED', `${MESSAGES.answersRefused} ${keys}`, errors);
  }
  const { [SSN_KEY]: ssn, ...rest } = answers;
  const ssnCiphertext =
    ssn === undefined
      ? undefined
      : typeof ssn === 'string' && ssn !== ''
        ? context.secretBox.seal(ssn)
        : null;

  await context.db
    .insert(applications)
    .values({
      applicantId: applicant.id,
      answers: rest,
      ...(ssnCiphertext !== undefined ? { ssnCiphertext } : {}),
    })
    .onConflictDoUpdate({
      target: applications.applicantId,
      set: {
        answers: sql`${applications.answers} || excluded.answers`,
        updatedAt: sql`now()`,
        ...(ssnCiphertext !== undefined ? { ssnCiphertext: sql`excluded.ssn_ciphertext` } : {}),
      },
    });
  return { message: MESSAGES.answersSaved };
}
