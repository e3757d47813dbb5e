import { JOB_STATUS } from '@portico/contracts';
import { indexDefinition, type ApplicationDefinition } from '@portico/application';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { documentAnswers } from '../platform/database/schema';

export interface DocumentAnswer {
  status: 'ANSWERED';
  file_name: string;
  file_size: number;
}

/** The row of one applicant's document for one question: every query of a document is scoped by it. */
export function documentOf(applicantId: string, answerKey: string): SQL | undefined {
  return and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.answerKey, answerKey));
}

/** The applicant's answered documents, by question key (the profile's and the print view's). */
export async function listDocumentAnswers(
  context: { db: Database },
  applicantId: string,
): Promise<Record<string, DocumentAnswer>> {
  const rows = await context.db
    .select()
    .from(documentAnswers)
    .where(
      and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.status, JOB_STATUS.COMPLETED)),
    );
  return Object.fromEntries(
    rows.map((row) => [
      row.answerKey,
      { status: 'ANSWERED' as const, file_name: row.fileName, file_size: row.fileSize },
    ]),
  );
}

/**
 * Deletes, inside the caller's transaction, the documents (and conversions under way) of the file
 * questions that `visible` no longer shows: a hidden question keeps no answer, a document no more
 * than a typed one. Answers the stored files to remove once the transaction has committed.
 */
export async function deleteHiddenDocuments(
  tx: Database,
  applicantId: string,
  fileQuestionKeys: Iterable<string>,
  visible: ReadonlySet<string>,
): Promise<string[]> {
  const hidden = [...fileQuestionKeys].filter((key) => !visible.has(key));
  if (hidden.length === 0) return [];
  const removed = await tx
    .delete(documentAnswers)
    .where(and(eq(documentAnswers.applicantId, applicantId), inArray(documentAnswers.answerKey, hidden)))
    .returning({ fileKey: documentAnswers.fileKey, pdfKey: documentAnswers.pdfKey });
  return removed.flatMap((row) => [row.fileKey, row.pdfKey]).filter((key): key is string => Boolean(key));
}

/** The keys of the definition's file questions. */
export function fileQuestionKeys(definition: ApplicationDefinition): ReadonlySet<string> {
  return new Set(
    [...indexDefinition(definition).byPage.values()]
      .flat()
      .filter((question) => question.kind === 'fileUpload')
      .map((question) => question.key),
  );
}
