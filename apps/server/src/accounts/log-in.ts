import type { LoginRequest } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { applicants, logins } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { atClient, type LimitName } from '../platform/throttle';
import type { AccountsContext } from './accounts-context';
import { rememberDevice, trustedDevice } from './device-cookies';
import { findApplicantByEmail } from './find-applicant';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';

/**
 * Logs in. An unknown address answers exactly as a wrong password, after as long (a dummy hash is
 * verified). Only with the right password does an unconfirmed account learn that it must confirm.
 * Every try is counted before the password is verified, and taken back when it was right: a count
 * made afterwards would let every request in flight through. A browser that logged in to the
 * address before is counted on its own (its device cookie), not against the address's lockout.
 */
export async function logIn(
  context: AccountsContext,
  body: LoginRequest,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, throttle } = context;
  const { ip } = request;
  await throttle.hit('login-ip', ip);
  const device = trustedDevice(request, context.secretBox, context.cookies, 'applicant', body.username);
  const counted: [LimitName, string][] = device
    ? [['login-failed-device', device]]
    : [
        ['login-failed-client', atClient(body.username, ip)],
        ['login-failed-address', body.username],
      ];
  for (const [name, subject] of counted) await throttle.hit(name, subject);

  const applicant = await findApplicantByEmail(db, body.username);
  const valid = applicant
    ? await verifyPassword(applicant.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!applicant || !valid) throw new AppError('INVALID_CREDENTIALS', (c) => c.messages.invalidCredentials);
  for (const [name, subject] of counted) await throttle.forgive(name, subject);
  if (!applicant.confirmedAt)
    throw new AppError('ACCOUNT_NOT_CONFIRMED', (c) => c.server.accountNotConfirmed);

  if (needsRehash(applicant.passwordHash)) {
    const passwordHash = await hashPassword(body.password);
    await db.update(applicants).set({ passwordHash }).where(eq(applicants.id, applicant.id));
  }
  await db.insert(logins).values({ applicantId: applicant.id });
  await startSession(db, reply, applicant.id, context.cookies);
  rememberDevice(reply, context.secretBox, context.cookies, 'applicant', applicant.email);
  return {
    message: request.catalogue.server.loginSuccess,
    username: applicant.email,
    language: applicant.language,
  };
}
