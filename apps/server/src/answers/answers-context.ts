import type { Database } from '../platform/database/open-database';
import type { SecretBox } from '../platform/secret-box';

export interface AnswersContext {
  db: Database;
  secretBox: SecretBox;
}

/** Answer keys kept encrypted and apart from the other answers. */
export const SSN_KEY = 'ssn';
