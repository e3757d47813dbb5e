import { SERVER_MESSAGES } from '@portico/application';
import type { SignupRequest } from '@portico/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { applicants } from '../platform/database/schema';
import { alreadyRegisteredMail } from './account-mail';
import type { AccountsContext } from './accounts-context';
import { sendConfirmationCode } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';
import { assertHardToGuess, hashPassword } from './passwords';

/**
 * Creates an account and e-mails its confirmation code. An address that already has an account
 * gets the same answer (no user enumeration): confirmed, a note to log in; unconfirmed, this
 * sign-up's password and a new code, which ends the earlier one. So whoever reads the mail confirms
 * the password of the sign-up it answers, not the one a stranger chose first (docs/security.md).
 */
export async function signUp(context: AccountsContext, body: SignupRequest, ip: string) {
  await context.throttle.hit('signup-ip', ip);
  await context.throttle.hit('signup-address', body.username);
  assertHardToGuess(body.password, body.username, context.siteConfig);
  // Hashed in every case and one mail sent in every case, so that the answer takes as long for a
  // known address as for a new one. The mail is sent before answering: the code is what the
  // applicant waits for next.
  const passwordHash = await hashPassword(body.password);
  const existing = await findApplicantByEmail(context.db, body.username);
  if (existing?.confirmedAt) {
    await context.mailer.send(alreadyRegisteredMail(context.siteConfig, existing.email, context.publicUrl));
  } else if (existing) {
    await context.db
      .update(applicants)
      .set({ passwordHash })
      .where(and(eq(applicants.id, existing.id), isNull(applicants.confirmedAt)));
    await sendConfirmationCode(context, existing);
  } else {
    const [created] = await context.db
      .insert(applicants)
      .values({ email: body.username.trim(), passwordHash })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups for one address at once: the other one created it and sends its code.
    if (created) await sendConfirmationCode(context, created);
  }
  return { message: SERVER_MESSAGES.signupCodeSent };
}
