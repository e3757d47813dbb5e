import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { serviceTokens, serviceTokenUses } from '../platform/database/schema';
import { recordAudit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';

export type ServiceTokenPurpose = (typeof serviceTokens.$inferInsert)['purpose'];

/**
 * A service token: read-only access to one applicant's application for the staff
 * print view, made by an operator or by the PDF job. Random, stored hashed, expiring.
 * An operator's link shows the SSN whole, so it names who asked for it (`madeFor`), and its making
 * and each use are in the staff audit (issue 27 L2).
 */
export async function createServiceToken(
  db: Database,
  applicantId: string,
  validMinutes: number,
  made: { purpose: 'pdf' } | { purpose: 'operator'; madeFor: string; ip: string },
): Promise<string> {
  const token = randomToken();
  const madeFor = made.purpose === 'operator' ? made.madeFor : null;
  await db.transaction(async (tx) => {
    await tx.insert(serviceTokens).values({
      tokenHash: hashToken(token),
      applicantId,
      purpose: made.purpose,
      madeFor,
      expiresAt: new Date(Date.now() + validMinutes * 60_000),
    });
    if (made.purpose === 'operator')
      await recordAudit(tx, { action: 'service.link-made', email: made.madeFor, applicantId, ip: made.ip });
  });
  return token;
}

/**
 * The applicant a live token opens, and why it was made; the use is recorded, and an operator's
 * (the SSN whole) audited with who asked for the link and the client's address, before anything
 * is read. An unknown or expired token is a 401.
 */
export async function useServiceToken(
  db: Database,
  token: string,
  ip: string,
): Promise<{ applicantId: string; purpose: ServiceTokenPurpose }> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      applicantId: serviceTokens.applicantId,
      purpose: serviceTokens.purpose,
      madeFor: serviceTokens.madeFor,
    })
    .from(serviceTokens)
    .where(and(eq(serviceTokens.tokenHash, tokenHash), gt(serviceTokens.expiresAt, new Date())));
  if (!row) throw new AppError('UNAUTHORIZED', (c) => c.messages.serviceTokenInvalid);
  await db.transaction(async (tx) => {
    await tx.insert(serviceTokenUses).values({ tokenHash, ip });
    if (row.purpose === 'operator')
      await recordAudit(tx, {
        action: 'service.print-view',
        ...(row.madeFor ? { email: row.madeFor } : {}),
        applicantId: row.applicantId,
        ip,
      });
  });
  return { applicantId: row.applicantId, purpose: row.purpose };
}

/** Ends a token at once (the PDF job's, once the page is printed). */
export async function expireServiceToken(db: Database, token: string): Promise<void> {
  await db
    .update(serviceTokens)
    .set({ expiresAt: sql`now()` })
    .where(eq(serviceTokens.tokenHash, hashToken(token)));
}
