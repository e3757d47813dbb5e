import type { ChecklistItem } from '@portico/application';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applications } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { missingItemFor } from './missing-checklist-item';

/**
 * The applicant's application row, created if need be and locked until the transaction ends: every
 * change to an application (a save, a tab switch, a submit) reads and writes it under this lock, so
 * two tabs or a double click are applied one after the other. `open` says whether its applicant may
 * still change it: the database function application_open (migration 0026), the one home of that
 * rule, which the autosave's statements ask too (answers/save-answers.ts, save_answers).
 */
export async function lockApplication(tx: Database, applicantId: string) {
  await tx.insert(applications).values({ applicantId }).onConflictDoNothing();
  const [row] = await tx
    .select({ ...getTableColumns(applications), open: sql<boolean>`application_open(${applications})` })
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .for('update');
  if (!row) throw new Error('the application row vanished inside its transaction');
  return row;
}

/**
 * The application locked for a change by its applicant: refused with 409 once it is no longer open
 * (application_open: submitted), as a submitted application (its answers, counts, tabs and
 * documents) is final. Checked under the row lock, so a change racing a submit cannot slip in after
 * it. Every change of an application goes through here but the autosave, whose statements ask the
 * same function in SQL (save-answers.ts).
 */
export async function lockForEdit(tx: Database, applicantId: string) {
  const row = await lockApplication(tx, applicantId);
  if (!row.open) throw new AppError('CONFLICT', (c) => c.server.applicationSubmitted);
  return row;
}

/**
 * The application locked for a change of one document by its applicant. Before the submit, as
 * lockForEdit. After it, only a document that a missing item of the checklist asks for (issue 28:
 * the transcript that was not ready): that item is returned, and every other document, like every
 * answer, stays final (409). Once the upload converts, the item is received and the document final.
 */
export async function lockForDocument(
  tx: Database,
  checklist: readonly ChecklistItem[],
  applicantId: string,
  answerKey: string,
): Promise<{ lateFor: ChecklistItem | undefined }> {
  const row = await lockApplication(tx, applicantId);
  if (row.open) return { lateFor: undefined };
  const item = await missingItemFor(tx, checklist, applicantId, answerKey);
  if (!item) throw new AppError('CONFLICT', (c) => c.status.documentNotMissing);
  return { lateFor: item };
}
