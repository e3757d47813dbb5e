import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applications } from '../platform/database/schema';
import { ssnBinding, type SecretBox } from '../platform/secret-box';

/**
 * Seals every SSN again with the current key, bound to its applicant: the step of a key rotation
 * (and of the move from unbound `v1` ciphertexts). A row changed meanwhile (its SSN saved again, so
 * sealed with the current key already) is left as it is. Answers how many were sealed again.
 */
export async function resealSsns(
  db: Database,
  secretBox: SecretBox,
): Promise<{ resealed: number; total: number }> {
  const rows = await db
    .select({ applicantId: applications.applicantId, sealed: applications.ssnCiphertext })
    .from(applications)
    .where(isNotNull(applications.ssnCiphertext));
  let resealed = 0;
  for (const { applicantId, sealed } of rows) {
    if (!sealed || !secretBox.isStale(sealed)) continue;
    const binding = ssnBinding(applicantId);
    const updated = await db
      .update(applications)
      .set({ ssnCiphertext: secretBox.seal(secretBox.open(sealed, binding), binding) })
      .where(and(eq(applications.applicantId, applicantId), eq(applications.ssnCiphertext, sealed)))
      .returning({ applicantId: applications.applicantId });
    resealed += updated.length;
  }
  return { resealed, total: rows.length };
}
