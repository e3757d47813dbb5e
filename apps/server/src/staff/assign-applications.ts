import { STAFF_MESSAGES } from '@portico/application';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { staffMembers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { catchUpApplicationIndex } from './application-index';

/**
 * POST /staff-api/assignments (admins only, issue 28): assigns every application of the request to
 * one staff member, or to no one (`reader_id` null), in one transaction and a few statements
 * whatever their number: the reader is checked (an active staff member), then the applications
 * (all of them must exist, or nothing changes), then the assignments are written and one audit
 * event per application, naming the reader, in set-based statements over the ids as one array
 * parameter. An application assigned again moves to the new reader.
 */
export async function assignApplications(
  db: Database,
  staff: { id: string; ip: string },
  request: { application_ids: string[]; reader_id: string | null },
) {
  const ids = [...new Set(request.application_ids)];
  const idArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  return db.transaction(async (tx) => {
    let readerEmail: string | null = null;
    if (request.reader_id !== null) {
      const [reader] = await tx
        .select({ email: staffMembers.email })
        .from(staffMembers)
        .where(and(eq(staffMembers.id, request.reader_id), isNull(staffMembers.disabledAt)))
        // Held until the end: access turned off meanwhile waits, rather than assigned files to it.
        .for('share');
      if (!reader) throw new AppError('NOT_FOUND', STAFF_MESSAGES.assignUnknownReader);
      readerEmail = reader.email;
    }
    const [found] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from applications where applicant_id = any(${idArray})`,
    );
    if (Number(found?.count) !== ids.length) {
      throw new AppError('NOT_FOUND', STAFF_MESSAGES.assignUnknownApplication);
    }
    if (request.reader_id === null) {
      await queryRows(tx, sql`delete from application_assignments where applicant_id = any(${idArray})`);
    } else {
      await queryRows(
        tx,
        sql`insert into application_assignments (applicant_id, staff_id, assigned_by)
          select id, ${request.reader_id}::uuid, ${staff.id}::uuid from unnest(${idArray}) as id
          order by id
          on conflict (applicant_id) do update set staff_id = excluded.staff_id,
            assigned_by = excluded.assigned_by, assigned_at = now()`,
      );
    }
    const action = request.reader_id === null ? 'application.unassigned' : 'application.assigned';
    await queryRows(
      tx,
      sql`insert into audit_events (staff_id, action, applicant_id, ip, detail)
        select ${staff.id}::uuid, ${action}, id, ${staff.ip}, ${readerEmail}
        from unnest(${idArray}) as id`,
    );
    return {
      message:
        readerEmail === null
          ? STAFF_MESSAGES.unassigned(ids.length)
          : STAFF_MESSAGES.assigned(ids.length, readerEmail),
      assigned: ids.length,
    };
  });
}

/**
 * GET /staff-api/assignments (admins): how many submitted applications no one is assigned (counted
 * in the narrow application_index, caught up first) and how many each staff member with access is
 * assigned, by address.
 */
export async function countAssignments(db: Database) {
  await catchUpApplicationIndex(db);
  const [unassigned] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from application_index i
      where i.submitted_at is not null
        and not exists (select 1 from application_assignments s where s.applicant_id = i.applicant_id)`,
  );
  const readers = await queryRows<{ id: string; email: string; assigned: number }>(
    db,
    sql`select m.id, m.email, count(s.applicant_id)::int as assigned
      from staff_members m left join application_assignments s on s.staff_id = m.id
      where m.disabled_at is null
      group by m.id, m.email
      order by lower(m.email)`,
  );
  return {
    unassigned: Number(unassigned?.count ?? 0),
    readers: readers.map((row) => ({ ...row, assigned: Number(row.assigned) })),
  };
}
