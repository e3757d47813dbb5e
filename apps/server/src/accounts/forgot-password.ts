import type { Catalogue } from '@portico/application';
import type { ForgotPasswordRequest } from '@portico/contracts';
import type { AccountsContext } from './accounts-context';

/**
 * Asks for a reset mail. The answer, and the work before it, are the same for any address: the
 * mail is queued once the answer has been sent (routes.ts), and only its job knows whether the
 * address has an account.
 */
export async function forgotPassword(
  context: AccountsContext,
  body: ForgotPasswordRequest,
  ip: string,
  catalogue: Catalogue,
) {
  await context.throttle.hit('forgot-ip', ip);
  await context.throttle.hit('forgot-address-minute', body.username);
  await context.throttle.hit('forgot-address-hour', body.username);
  return { message: catalogue.server.forgotSent };
}
