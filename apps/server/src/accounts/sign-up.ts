import type { SignupRequest } from '@portico/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUES } from '../platform/language';
import { applicants } from '../platform/database/schema';
import { alreadyRegisteredMail } from './account-mail';
import type { AccountsContext } from './accounts-context';
import { sendConfirmationCode } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';
import { assertHardToGuess, hashPassword } from './passwords';
import { recordSignUp } from './pending-sign-ups';

/**
 * Creates an account and e-mails its confirmation code. An address that already has an account
 * gets the same answer (no user enumeration): confirmed, a note to log in; unconfirmed, a new
 * code, which ends the earlier one. A sign-up never changes an account's password: it keeps its
 * own beside the account, tied to this browser, and confirmation chooses whose (confirm-account.ts).
 * So neither a stranger who signed the address up first nor one who did so after its owner can
 * have the owner confirm the stranger's password (docs/security.md, issue 27 M4).
 */
export async function signUp(
  context: AccountsContext,
  body: SignupRequest,
  { ip, language }: Pick<FastifyRequest, 'ip' | 'language'>,
  reply: FastifyReply,
) {
  const { mail, server } = CATALOGUES[language];
  await context.throttle.hit('signup-ip', ip);
  await context.throttle.hit('signup-address', body.username);
  await assertHardToGuess(body.password, body.username, context.siteConfig);
  // Hashed in every case and one mail sent in every case, so that the answer takes as long for a
  // known address as for a new one. The mail is sent before answering: the code is what the
  // applicant waits for next.
  const passwordHash = await hashPassword(body.password);
  const existing = await findApplicantByEmail(context.db, body.username);
  if (existing?.confirmedAt) {
    await recordSignUp(context.db, reply, context.cookies, null);
    await context.mailer.send(
      alreadyRegisteredMail(context.siteConfig, existing.email, context.publicUrl, mail),
    );
    return { message: server.signupCodeSent };
  }
  // The first sign-up's password is the account's until confirmation (it tells the log-in of an
  // unconfirmed account to ask for the code); no one can log in with it before then.
  const [created] = existing
    ? []
    : await context.db
        .insert(applicants)
        .values({ email: body.username.trim(), passwordHash, language })
        .onConflictDoNothing()
        .returning();
  // Two sign-ups of a new address at once: one created the account, and each keeps its password.
  const applicant = created ?? existing ?? (await findApplicantByEmail(context.db, body.username));
  if (!applicant) throw new Error('the account of a sign-up is missing');
  await recordSignUp(context.db, reply, context.cookies, { applicantId: applicant.id, passwordHash });
  await sendConfirmationCode(context, applicant, language);
  return { message: server.signupCodeSent };
}
