import type { StaffMemberStatus } from '@portico/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { staffMembers } from '../platform/database/schema';
import { LAST_SIGN_IN, MEMBER_STATUS } from './staff-status';

/**
 * GET /staff-api/staff (admins): every staff member by address, with their role, where they stand
 * and their last sign-in. An office has tens of staff, not thousands: one page.
 */
export async function listStaffMembers(db: Database) {
  const rows = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      status: MEMBER_STATUS,
      lastSignIn: LAST_SIGN_IN,
    })
    .from(staffMembers)
    .orderBy(sql`lower(${staffMembers.email})`);
  return {
    members: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.status satisfies StaffMemberStatus,
      last_sign_in: row.lastSignIn === null ? null : new Date(row.lastSignIn).toISOString(),
    })),
  };
}
