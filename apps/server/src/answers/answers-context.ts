import type { DataModel } from '@portico/application';
import type { LiveSessions } from '../accounts/live-sessions';
import type { ApplicationReader } from '../applications/application-state';
import type { ObjectStore } from '../platform/object-store';
import type { Throttle } from '../platform/throttle';
import type { KnownVisibility } from './known-visibility';
import type { SavingSessions } from './saving-sessions';

/** The reader's database, secret box and definition (what is shown, hidden and cleared), and: */
export interface AnswersContext extends ApplicationReader {
  /** The keys an application may hold, with their types and lengths. */
  dataModel: DataModel;
  /** What this process knows of each application's hidden keys, so that most saves need not ask. */
  knownVisibility: KnownVisibility;
  /** Where documents are kept: a change that hides a file question removes its files. */
  store: ObjectStore;
  /** Sessions known alive, on the embedded database only: most autosaves then skip the check. */
  liveSessions: LiveSessions | null;
  /** Elsewhere (PostgreSQL), what each session's last typed save learnt: most autosaves then answer nothing. */
  savingSessions: SavingSessions | null;
  /** Counts each session's autosaves (the 'autosave-session' limit). */
  throttle: Throttle;
}
