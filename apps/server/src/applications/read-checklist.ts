import { checklistOf, type ChecklistItem, type SiteConfig } from '@portico/application';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { checklistReceipts, documentAnswers, staffMembers } from '../platform/database/schema';
import { institutionToday } from '../platform/institution-today';

export interface ChecklistContext {
  db: Database;
  siteConfig: SiteConfig;
}

/**
 * One application's checklist of materials (issue 28): the configured items, each received by a
 * staff member's mark or by the applicant's upload to its file question once it converted (the
 * day it did, in the institution's calendar). Staff read it, and the applicant's status page.
 */
export async function readChecklist({ db, siteConfig }: ChecklistContext, applicantId: string) {
  const uploads = await db
    .select({ key: documentAnswers.answerKey, at: documentAnswers.updatedAt })
    .from(documentAnswers)
    .where(and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.status, 'COMPLETED')));
  const marks = await db
    .select({
      key: checklistReceipts.itemKey,
      on: checklistReceipts.receivedOn,
      staff_email: staffMembers.email,
    })
    .from(checklistReceipts)
    .leftJoin(staffMembers, eq(staffMembers.id, checklistReceipts.staffId))
    .where(eq(checklistReceipts.applicantId, applicantId));
  return checklistOf(
    siteConfig.checklist,
    new Map(uploads.map((upload) => [upload.key, institutionToday(siteConfig, upload.at)])),
    new Map(marks.map((mark) => [mark.key, { on: mark.on, staff_email: mark.staff_email }])),
  );
}

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
        eq(documentAnswers.status, 'COMPLETED'),
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
