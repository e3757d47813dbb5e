import type { Answers, DataModel } from '@portico/application';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { prefillTokens } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';
import { checkAnswers } from './check-answers';

/**
 * Temporary public answers (GET /public/tmp?token=): an operator prepares answers for a visitor,
 * for example from a recruitment event, and sends a link that fills the form. The token serves only
 * this purpose, is stored hashed and expires. An SSN is never part of a prefill.
 */
export async function createPrefillToken(
  db: Database,
  dataModel: DataModel,
  answers: Answers,
  validHours: number,
): Promise<string> {
  const errors = checkAnswers(dataModel, answers);
  for (const key of Object.keys(answers)) {
    if (dataModel.get(key)?.secret) errors[key] = [(c) => c.server.prefillNoSsn];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      (c) => `${c.server.answersRefused} ${Object.keys(errors).join(', ')}`,
      errors,
    );
  }
  const token = randomToken();
  await db.insert(prefillTokens).values({
    tokenHash: hashToken(token),
    answers,
    expiresAt: new Date(Date.now() + validHours * 3_600_000),
  });
  return token;
}

export async function readPrefill(db: Database, token: string): Promise<{ answer: Answers }> {
  const [row] = await db
    .select({ answers: prefillTokens.answers })
    .from(prefillTokens)
    .where(and(eq(prefillTokens.tokenHash, hashToken(token)), gt(prefillTokens.expiresAt, new Date())));
  if (!row) throw new AppError('NOT_FOUND', (c) => c.server.prefillInvalid);
  return { answer: row.answers };
}
