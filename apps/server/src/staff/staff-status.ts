import { sql } from 'drizzle-orm';

/*
 * Where a staff member stands (issue 27), as SQL over a row of `staff_members`, written once for the
 * single sign-on's door, the admins' guard rails and the staff page. The tables are named in full:
 * drizzle writes a one-table select's columns unqualified, which inside these subqueries would
 * name the subquery's own columns.
 */

/** Accepted their invitation: set up (password and authenticator), or signed in before. */
export const ACCEPTED = sql<boolean>`(staff_members.totp_confirmed_at is not null
  or exists (select 1 from audit_events e
    where e.staff_id = staff_members.id and e.action = 'staff.sign-in'))`;

/** An invitation still open: unused and unexpired. */
export const INVITATION_OPEN = sql<boolean>`exists (select 1 from staff_invitations i
  where i.staff_id = staff_members.id and i.used_at is null and i.expires_at > now())`;

/** The status the staff page shows (`ZStaffMemberStatus`). */
export const MEMBER_STATUS = sql<'active' | 'invited' | 'lapsed' | 'disabled'>`case
  when staff_members.disabled_at is not null then 'disabled'
  when ${ACCEPTED} then 'active'
  when ${INVITATION_OPEN} then 'invited'
  else 'lapsed' end`;

/** An administrator who can act now: admin, access on, accepted. Never fewer than one is left. */
export const ACTIVE_ADMIN = sql<boolean>`(staff_members.role = 'admin'
  and staff_members.disabled_at is null and ${ACCEPTED})`;

/** The last sign-in the audit records, by either method; null when never. */
export const LAST_SIGN_IN = sql<Date | string | null>`(select max(e.at) from audit_events e
  where e.staff_id = staff_members.id and e.action = 'staff.sign-in')`;
