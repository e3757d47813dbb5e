import type { ApplicationDefinition, SiteConfig } from '@portico/application';
import type { ZStaffRole } from '@portico/contracts';
import type { z } from 'zod';
import type { CookieOptions } from '../accounts/sessions';
import type { Database } from '../platform/database/open-database';
import type { JobQueue } from '../platform/jobs';
import type { Mailer } from '../platform/mail';
import type { SecretBox } from '../platform/secret-box';
import type { Throttle } from '../platform/throttle';
import type { OidcClient } from './oidc-client';

export interface StaffContext {
  db: Database;
  /** Seals each staff member's TOTP secret, as it seals SSNs. */
  secretBox: SecretBox;
  /** The application: how a stored one is read and shown. */
  definition: ApplicationDefinition;
  mailer: Mailer;
  /** The background queue: a release of decisions is published by a job (release-decisions.ts). */
  jobs: JobQueue;
  throttle: Throttle;
  siteConfig: SiteConfig;
  publicUrl: URL;
  cookies: CookieOptions;
  /** The institution's OpenID Connect provider, when single sign-on is set up (OIDC_ISSUER). */
  oidc?: OidcClient;
  /**
   * The whole application as a PDF of its current version: printed once per version, then kept
   * (pdf/current-application-pdf.ts, composed in app.ts: features stay apart).
   */
  applicationPdf(applicantId: string): Promise<Uint8Array>;
  /** An applicant's converted document (documents/, composed in app.ts). */
  readDocumentPdf(applicantId: string, answerKey: string): Promise<{ fileName: string; pdf: Buffer }>;
}

/** reader, decider (also records decisions) or admin (also releases them, and manages staff). */
export type StaffRole = z.infer<typeof ZStaffRole>;
