import {
  EMPTY_ANSWER,
  indexDefinition,
  maskSsn,
  type Answers,
  type AnswerValue,
  type ApplicationDefinition,
} from '@portico/application';
import type { Database } from '../platform/database/open-database';
import type { applications } from '../platform/database/schema';
import { ssnBinding, type SecretBox } from '../platform/secret-box';

type StoredApplication = Pick<
  typeof applications.$inferSelect,
  'answers' | 'ssnCiphertext' | 'addAnother' | 'tabs'
>;

/** What reading an application whole needs: the database, the key to its secret, its definition. */
export interface ApplicationReader {
  db: Database;
  secretBox: SecretBox;
  definition: ApplicationDefinition;
}

/** What the engine (visibility, validation, the print view) reads of an application. */
export interface ApplicationState {
  answers: Answers;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
}

/**
 * How the secret answer (the question marked `secret`: the SSN) appears in the state: opened
 * whole (its owner, staff, the submit's validation), masked to its last four digits (the
 * applicant's own PDF copy), or only as answered or not (visibility, which needs no value: the
 * cipher is not opened).
 */
export type SecretAs =
  { as: 'sealed' } | { as: 'whole' | 'masked'; secretBox: SecretBox; applicantId: string };

/** A value that stands for an answered secret where its value is not needed. */
const SEALED = 'sealed';

/**
 * The one way a stored application becomes the engine's state: its answers with the secret
 * answer as asked, its add-another counts and its tabs. An application never saved is empty.
 */
export function applicationState(
  definition: ApplicationDefinition,
  row: StoredApplication | undefined,
  secret: SecretAs,
): ApplicationState {
  const answers: Answers = { ...(row?.answers ?? {}) };
  const key = indexDefinition(definition).secretKey;
  if (key !== undefined) {
    const sealed = row?.ssnCiphertext;
    if (secret.as === 'sealed') answers[key] = sealed ? SEALED : EMPTY_ANSWER;
    else if (sealed) {
      const value = secret.secretBox.open(sealed, ssnBinding(secret.applicantId));
      answers[key] = secret.as === 'whole' ? value : maskSsn(value);
    }
  }
  return { answers, addAnother: row?.addAnother ?? {}, tabs: row?.tabs ?? {} };
}

/** A patch of answers split into the secret answer, if it has one, and the others. */
export function withoutSecret(
  definition: ApplicationDefinition,
  answers: Answers,
): { secret: AnswerValue | undefined; others: Answers } {
  const key = indexDefinition(definition).secretKey;
  if (key === undefined || !(key in answers)) return { secret: undefined, others: answers };
  const { [key]: secret, ...others } = answers;
  return { secret, others };
}
