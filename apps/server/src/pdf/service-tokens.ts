import { MESSAGES } from '@portico/application';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { serviceTokens, serviceTokenUses } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';

export type ServiceTokenPurpose = (typeof serviceTokens.$inferInsert)['purpose'];

/**
 * A service token: read-only access to one applicant's application for the staff
 * print view, made by an operator or by the PDF job. Random, stored hashed, expiring.
 */
export async function createServiceToken(
  db: Database,
  applicantId: string,
  purpose: ServiceTokenPurpose,
  validMinutes: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(serviceTokens).values({
    tokenHash: hashToken(token),
    applicantId,
    purpose,
    expiresAt: new Date(Date.now() + validMinutes * 60_000),
  });
  return token;
}

/**
 * The applicant a live token opens, and why it was made; the use is recorded. An unknown or expired
 * token is a 401.
 */
export async function useServiceToken(
  db: Database,
  token: string,
  ip: string,
): Promise<{ applicantId: string; purpose: ServiceTokenPurpose }> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ applicantId: serviceTokens.applicantId, purpose: serviceTokens.purpose })
    .from(serviceTokens)
    .where(and(eq(serviceTokens.tokenHash, tokenHash), gt(serviceTokens.expiresAt, new Date())));
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.serviceTokenInvalid);
  await db.insert(serviceTokenUses).values({ tokenHash, ip });
  return row;
}

/** Ends a token at once (the PDF job's, once the page is printed). */
export async function expireServiceToken(db: Database, token: string): Promise<void> {
  await db
    .update(serviceTokens)
    .set({ expiresAt: sql`now()` })
    .where(eq(serviceTokens.tokenHash, hashToken(token)));
}
