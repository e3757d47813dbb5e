import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { siteChecklistItems, siteDecisions } from '../platform/database/schema';

/** What of the site configuration (in any language) the rules are: its items' keys and its decisions' order. */
export interface SiteRules {
  checklist: readonly { key: string; required: boolean; document?: string | undefined }[];
  decisions: readonly { key: string }[];
}

type ChecklistRow = typeof siteChecklistItems.$inferSelect;
type DecisionRow = typeof siteDecisions.$inferSelect;

/** The rows as text, in an order of their own, to tell whether two sets of them are the same. */
const sameRows = (a: readonly (ChecklistRow | DecisionRow)[], b: readonly (ChecklistRow | DecisionRow)[]) => {
  const text = (rows: readonly (ChecklistRow | DecisionRow)[]) =>
    rows.map((row) => JSON.stringify(row)).sort();
  return JSON.stringify(text(a)) === JSON.stringify(text(b));
};

/**
 * Writes what of the site configuration the database's status rule and decision order read
 * (`staff_status`, migration 0029) into site_checklist_items and site_decisions, when the server
 * starts, before it answers. When they held something else (a first start, or the configuration's
 * checklist or decisions changed), every application_index row's kept keys are worked out again,
 * where they differ, in the same transaction: the tables those keys read are held still meanwhile
 * (writers wait, readers do not), so no write made at the same time is kept under the old rules.
 * Two processes starting together take their turns: the second finds the rules written.
 */
export async function writeSiteRules(db: Database, siteConfig: SiteRules): Promise<{ changed: boolean }> {
  const checklist: ChecklistRow[] = siteConfig.checklist.map((item) => ({
    key: item.key,
    required: item.required,
    document: item.document ?? null,
  }));
  const decisions: DecisionRow[] = siteConfig.decisions.map((option, at) => ({
    key: option.key,
    position: at + 1,
  }));
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`lock table site_checklist_items, site_decisions in share row exclusive mode`);
    const [heldChecklist, heldDecisions] = [
      await tx.select().from(siteChecklistItems),
      await tx.select().from(siteDecisions),
    ];
    if (sameRows(heldChecklist, checklist) && sameRows(heldDecisions, decisions)) return { changed: false };
    await queryRows(
      tx,
      sql`lock table application_index, application_assignments, application_decisions, checklist_receipts,
        document_answers in share row exclusive mode`,
    );
    await tx.delete(siteChecklistItems);
    await tx.delete(siteDecisions);
    if (checklist.length > 0) await tx.insert(siteChecklistItems).values(checklist);
    if (decisions.length > 0) await tx.insert(siteDecisions).values(decisions);
    // Their statistics, for the plans of the rule's joins (no autovacuum on PGlite).
    await queryRows(tx, sql`analyze site_checklist_items, site_decisions`);
    await queryRows(tx, sql`select refresh_all_application_index_keys()`);
    // The statuses' counts as they now are, for the plans of the status filter (no autovacuum on PGlite).
    await queryRows(tx, sql`analyze application_index`);
    return { changed: true };
  });
}
