import { JOB_STATUS } from '@portico/contracts';
import type { ChecklistItem } from '@portico/application';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { checklistReceipts, documentAnswers } from '../platform/database/schema';

/**
 * The checklist item still missing that an upload to this file question would fulfil, or
 * undefined: none asks for it, or each that does is received (marked by staff, or its upload
 * converted). Read in the caller's transaction, under the application's lock.
 */
export async function missingItemFor(
  tx: Database,
  checklist: readonly ChecklistItem[],
  applicantId: string,
  answerKey: string,
): Promise<ChecklistItem | undefined> {
  const asking = checklist.filter((item) => item.document === answerKey);
  if (asking.length === 0) return undefined;
  const [converted] = await tx
    .select({ status: documentAnswers.status })
    .from(documentAnswers)
    .where(
      and(
        eq(documentAnswers.applicantId, applicantId),
        eq(documentAnswers.answerKey, answerKey),
        eq(documentAnswers.status, JOB_STATUS.COMPLETED),
      ),
    );
  if (converted) return undefined;
  const marked = await tx
    .select({ key: checklistReceipts.itemKey })
    .from(checklistReceipts)
    .where(
      and(
        eq(checklistReceipts.applicantId, applicantId),
        inArray(
          checklistReceipts.itemKey,
          asking.map((item) => item.key),
        ),
      ),
    );
  const received = new Set(marked.map((row) => row.key));
  return asking.find((item) => !received.has(item.key));
}
