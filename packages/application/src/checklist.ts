import type { ApplicationDefinition } from './application-definition.schema';
import { indexDefinition } from './form-tree';
import type { ChecklistItem } from './site-config.schema';

/**
 * The checklist items whose `document` names no file question of the definition: such an item
 * could never be received by an upload. Every problem, by its path.
 */
export function checklistProblems(
  items: readonly Pick<ChecklistItem, 'document'>[],
  definition: ApplicationDefinition,
): string[] {
  const fileKeys = new Set(
    [...indexDefinition(definition).byPage.values()]
      .flat()
      .filter((question) => question.kind === 'fileUpload')
      .map((question) => question.key),
  );
  return items.flatMap((item, at) =>
    item.document !== undefined && !fileKeys.has(item.document)
      ? [`checklist.${at}.document: '${item.document}' is not a file question of the application`]
      : [],
  );
}

/** How an item came in: the applicant's upload, or a staff member's mark (who, and the day given). */
export type ChecklistReceipt =
  { by: 'upload'; on: string } | { by: 'staff'; on: string; staff_email: string | null };

export interface ChecklistEntry {
  key: string;
  label: string;
  required: boolean;
  /** null while the item is missing; a staff mark is shown before an upload. */
  received: ChecklistReceipt | null;
  /** Whether staff marked it (and so can undo the mark). */
  marked: boolean;
}

/**
 * One application's checklist: each configured item, received when staff marked it or when the
 * applicant's upload to its file question converted (`uploads`, the day of each, by question key);
 * `complete` once every required item is received, as the application screen shows it. The
 * database's status rule asks the same of each required item (`application_index_keys`, the
 * server's migration 0029); the server's office-keys.test.ts checks that the two agree.
 */
export function checklistOf(
  items: readonly ChecklistItem[],
  uploads: ReadonlyMap<string, string>,
  marks: ReadonlyMap<string, { on: string; staff_email: string | null }>,
): { items: ChecklistEntry[]; complete: boolean } {
  const entries = items.map((item): ChecklistEntry => {
    const mark = marks.get(item.key);
    const uploaded = item.document === undefined ? undefined : uploads.get(item.document);
    const received: ChecklistReceipt | null = mark
      ? { by: 'staff', ...mark }
      : uploaded !== undefined
        ? { by: 'upload', on: uploaded }
        : null;
    return {
      key: item.key,
      label: item.label,
      required: item.required,
      received,
      marked: mark !== undefined,
    };
  });
  return { items: entries, complete: entries.every((entry) => !entry.required || entry.received !== null) };
}
