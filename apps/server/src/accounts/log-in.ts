import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import type { LoginRequest } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { applicants, logins } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { atClient } from '../platform/throttle';
import type { AccountsContext } from './accounts-context';
import { findApplicantByEmail } from './find-applicant';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';

/**
 * Logs in. An unknown address answers exactly as a wrong password, after as long (a dummy hash is
 * verified). Only with the right password does an unconfirmed account learn that it must confirm.
 * Every try is counted before the password is verified, and taken back when it was right: a count
 * made afterwards would let every request in flight through.
 */
export async function logIn(context: AccountsContext, body: LoginRequest, ip: string, reply: FastifyReply) {
  const { db, throttle } = context;
  const client = atClient(body.username, ip);
  await throttle.hit('login-ip', ip);
  await throttle.hit('login-failed-client', client);
  await throttle.hit('login-failed-address', body.username);

  const applicant = await findApplicantByEmail(db, body.username);
  const valid = applicant
    ? await verifyPassword(applicant.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!applicant || !valid) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  await throttle.forgive('login-failed-client', client);
  await throttle.forgive('login-failed-address', body.username);
  if (!applicant.confirmedAt)
    throw new AppError('ACCOUNT_NOT_CONFIRMED', SERVER_MESSAGES.accountNotConfirmed);

  if (needsRehash(applicant.passwordHash)) {
    const passwordHash = await hashPassword(body.password);
    await db.update(applicants).set({ passwordHash }).where(eq(applicants.id, applicant.id));
  }
  await db.insert(logins).values({ applicantId: applicant.id });
  await startSession(db, reply, applicant.id, context.cookies);
  return { message: SERVER_MESSAGES.loginSuccess, username: applicant.email };
}
