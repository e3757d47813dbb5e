import type { SiteConfig } from '@portico/application';
import type { Database } from '../platform/database/open-database';
import type { JobQueue } from '../platform/jobs';
import type { Mailer } from '../platform/mail';
import type { SecretBox } from '../platform/secret-box';
import type { Throttle } from '../platform/throttle';
import type { LiveSessions } from './live-sessions';
import type { CookieOptions } from './sessions';

/** What every account operation works with. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  /** Account mail is sent by jobs (account-mail-jobs.ts). */
  jobs: JobQueue;
  throttle: Throttle;
  siteConfig: SiteConfig;
  publicUrl: URL;
  cookies: CookieOptions;
  /** Seals the device cookies (device-cookies.ts). */
  secretBox: SecretBox;
  /** Sessions known alive, on the embedded database only; a revocation forgets them. */
  liveSessions: LiveSessions | null;
}
