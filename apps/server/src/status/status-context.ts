import type { ApplicationDefinition, SiteConfigs } from '@portico/application';
import type { Database } from '../platform/database/open-database';
import type { PdfRenderer } from '../platform/pdf-renderer';
import type { Throttle } from '../platform/throttle';

/** What the applicant's status page needs (issue 28). */
export interface StatusContext {
  db: Database;
  definition: ApplicationDefinition;
  /**
   * The checklist, the decisions and their letters, the institution's name and time zone, in each
   * language: the applicant reads them in the request's (issue 32).
   */
  siteConfigs: SiteConfigs;
  /** Prints the decision letter. */
  renderer: PdfRenderer;
  /** Per-applicant limits on letters printed and contact changes. */
  throttle: Throttle;
}
