import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applications } from '../platform/database/schema';

/**
 * The applicant's application row, created if need be and locked until the transaction ends: every
 * change to an application (a save, a tab switch, a submit) reads and writes it under this lock, so
 * two tabs or a double click are applied one after the other.
 */
export async function lockApplication(tx: Database, applicantId: string) {
  await tx.insert(applications).values({ applicantId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .for('update');
  if (!row) throw new Error('the application row vanished inside its transaction');
  return row;
}
