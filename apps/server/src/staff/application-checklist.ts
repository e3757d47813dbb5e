import { checklistOf, STAFF_MESSAGES, type SiteConfig } from '@portico/application';
import { JOB_STATUS, type StaffStatus } from '@portico/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { applications, checklistReceipts, documentAnswers, staffMembers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import { institutionToday } from '../platform/institution-today';
import { STAFF_STATUS } from './staff-status-sql';

interface ChecklistContext {
  db: Database;
  siteConfig: SiteConfig;
}

/**
 * One application's checklist of materials (issue 28): the configured items, each received by a
 * staff member's mark or by the applicant's upload to its file question once it converted (the
 * day it did, in the institution's calendar).
 */
export async function readChecklist({ db, siteConfig }: ChecklistContext, applicantId: string) {
  const uploads = await db
    .select({ key: documentAnswers.answerKey, at: documentAnswers.updatedAt })
    .from(documentAnswers)
    .where(
      and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.status, JOB_STATUS.COMPLETED)),
    );
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

/** The checklist after a change, and where the file now stands (a mark may complete it). */
async function afterChange(context: ChecklistContext, applicantId: string) {
  const [row] = await queryRows<{ staff_status: StaffStatus }>(
    context.db,
    sql`select ${STAFF_STATUS} as staff_status
      from applications p where p.applicant_id = ${applicantId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  return { checklist: await readChecklist(context, applicantId), staff_status: row.staff_status };
}

/** The configured item of that key: 404 for one the site configuration does not list. */
function configuredItem(siteConfig: SiteConfig, key: string) {
  const item = siteConfig.checklist.find((candidate) => candidate.key === key);
  if (!item) throw new AppError('NOT_FOUND', STAFF_MESSAGES.checklistItemNotFound);
  return item;
}

/** 404 when there is no such application. */
export async function assertApplication(db: Database, applicantId: string) {
  const [row] = await db
    .select({ id: applications.applicantId })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
}

/**
 * PUT /staff-api/applications/{id}/checklist/{item}: a staff member (admin or reader: the office's
 * readers log the mail too, docs/decisions.md D-STF-14) marks an item received on a day, today where the
 * institution is by default, never a day after it. A second mark corrects the first (the last one
 * kept, each audited). The mark and its audit event are one transaction.
 */
export async function markChecklistItem(
  context: ChecklistContext,
  staff: { id: string; ip: string },
  applicantId: string,
  itemKey: string,
  receivedOn: string | undefined,
) {
  configuredItem(context.siteConfig, itemKey);
  const today = institutionToday(context.siteConfig);
  const day = receivedOn ?? today;
  if (day > today) throw new AppError('BAD_REQUEST', STAFF_MESSAGES.receivedOnInvalid);
  await assertApplication(context.db, applicantId);
  await context.db.transaction(async (tx) => {
    await tx
      .insert(checklistReceipts)
      .values({ applicantId, itemKey, receivedOn: day, staffId: staff.id })
      .onConflictDoUpdate({
        target: [checklistReceipts.applicantId, checklistReceipts.itemKey],
        set: { receivedOn: day, staffId: staff.id, markedAt: new Date() },
      });
    await recordAudit(tx, {
      action: 'checklist.received',
      staffId: staff.id,
      applicantId,
      ip: staff.ip,
      detail: itemKey,
    });
  });
  return afterChange(context, applicantId);
}

/**
 * DELETE /staff-api/applications/{id}/checklist/{item}: undoes a staff member's mark (an upload
 * stays received). 404 when the item was not marked: nothing changes and nothing is audited.
 */
export async function undoChecklistItem(
  context: ChecklistContext,
  staff: { id: string; ip: string },
  applicantId: string,
  itemKey: string,
) {
  configuredItem(context.siteConfig, itemKey);
  await assertApplication(context.db, applicantId);
  await context.db.transaction(async (tx) => {
    const removed = await tx
      .delete(checklistReceipts)
      .where(and(eq(checklistReceipts.applicantId, applicantId), eq(checklistReceipts.itemKey, itemKey)))
      .returning({ key: checklistReceipts.itemKey });
    if (removed.length === 0) throw new AppError('NOT_FOUND', STAFF_MESSAGES.checklistNotMarked);
    await recordAudit(tx, {
      action: 'checklist.undone',
      staffId: staff.id,
      applicantId,
      ip: staff.ip,
      detail: itemKey,
    });
  });
  return afterChange(context, applicantId);
}
