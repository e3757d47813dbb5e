import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applicants } from '../platform/database/schema';

/** The applicant with this e-mail address, whatever its case. */
export async function findApplicantByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(applicants)
    .where(eq(sql`lower(${applicants.email})`, email.trim().toLowerCase()));
  return row ?? null;
}
