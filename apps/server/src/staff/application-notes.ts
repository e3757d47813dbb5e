import { STAFF_MESSAGES } from '@portico/application';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applicationNotes, staffMembers } from '../platform/database/schema';
import { recordAudit } from '../platform/audit';
import { assertApplication } from './application-checklist';

function noteOut(row: { id: string; staff_email: string; body: string; created_at: Date }) {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * GET /staff-api/applications/{id}/notes: every note on the application, oldest first, each with
 * its author and time. Any staff member who can open the application reads them.
 */
export async function listNotes(db: Database, applicantId: string) {
  await assertApplication(db, applicantId);
  const rows = await db
    .select({
      id: applicationNotes.id,
      staff_email: staffMembers.email,
      body: applicationNotes.body,
      created_at: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, applicationNotes.staffId))
    .where(eq(applicationNotes.applicantId, applicantId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return { notes: rows.map(noteOut) };
}

/**
 * POST /staff-api/applications/{id}/notes: any signed-in staff member adds a note (its body
 * trimmed and bounded by the request's schema). Notes are append-only: the table refuses every
 * change and deletion (migration 0023), so a note stands as written, with its author and time.
 * The note and its audit event are one transaction.
 */
export async function addNote(
  db: Database,
  staff: { id: string; email: string; ip: string },
  applicantId: string,
  body: string,
) {
  await assertApplication(db, applicantId);
  const note = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicationNotes)
      .values({ applicantId, staffId: staff.id, body })
      .returning({
        id: applicationNotes.id,
        body: applicationNotes.body,
        created_at: applicationNotes.createdAt,
      });
    await recordAudit(tx, { action: 'note.added', staffId: staff.id, applicantId, ip: staff.ip });
    return row!;
  });
  return { message: STAFF_MESSAGES.noteAdded, note: noteOut({ ...note, staff_email: staff.email }) };
}
