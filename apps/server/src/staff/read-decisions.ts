import type { SiteConfig } from '@portico/application';
import { sql } from 'drizzle-orm';
import { queryRows, uuidList, type Database } from '../platform/database/open-database';

/** An application's decision as the office names it: the site configuration's words for its keys. */
export interface DecisionInWords {
  key: string;
  label: string;
  reasons: { key: string; label: string }[];
  recorded_at: Date;
  released_at: Date | null;
}

/**
 * The decisions of these applications, by applicant, each with the labels the site configuration
 * gives its key and its reasons' keys (a key the configuration no longer lists keeps its key as its
 * label: what was decided is never hidden). One query for a page of applications.
 */
export async function readDecisions(
  db: Database,
  siteConfig: SiteConfig,
  applicantIds: readonly string[],
): Promise<Map<string, DecisionInWords>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await queryRows<{
    applicant_id: string;
    decision: string;
    reasons: string[] | string;
    recorded_at: Date | string;
    released_at: Date | string | null;
  }>(
    db,
    sql`select applicant_id, decision, reasons, recorded_at, released_at from application_decisions
      where applicant_id in (${uuidList(applicantIds)})`,
  );
  return new Map(
    rows.map((row) => {
      const option = siteConfig.decisions.find((candidate) => candidate.key === row.decision);
      // PGlite answers jsonb and timestamps of raw queries as text, PostgreSQL as values.
      const reasons: string[] = typeof row.reasons === 'string' ? JSON.parse(row.reasons) : row.reasons;
      return [
        row.applicant_id,
        {
          key: row.decision,
          label: option?.label ?? row.decision,
          reasons: reasons.map((key) => ({
            key,
            label: option?.reasons.find((reason) => reason.key === key)?.label ?? key,
          })),
          recorded_at: new Date(row.recorded_at),
          released_at: row.released_at === null ? null : new Date(row.released_at),
        },
      ];
    }),
  );
}
