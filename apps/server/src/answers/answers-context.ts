import type { ApplicationDefinition, DataModel } from '@portico/application';
import type { LiveSessions } from '../accounts/live-sessions';
import type { Database } from '../platform/database/open-database';
import type { SecretBox } from '../platform/secret-box';
import type { KnownVisibility } from './known-visibility';

export interface AnswersContext {
  db: Database;
  secretBox: SecretBox;
  /** The application: what is shown, hidden and cleared. */
  definition: ApplicationDefinition;
  /** The keys an application may hold, with their types and lengths. */
  dataModel: DataModel;
  /** What this process knows of each application's hidden keys, so that most saves need not ask. */
  knownVisibility: KnownVisibility;
  /** Sessions known alive, on the embedded database only: most autosaves then skip the check. */
  liveSessions: LiveSessions | null;
}
