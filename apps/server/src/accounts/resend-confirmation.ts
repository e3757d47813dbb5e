import type { Catalogue } from '@portico/application';
import type { ResendConfirmRequest } from '@portico/contracts';
import type { AccountsContext } from './accounts-context';

/**
 * Asks for a new code for an unconfirmed account, which replaces the earlier one. Answers alike, in
 * the same time, for any address (no enumeration): the mail is queued once the answer has been sent
 * (routes.ts).
 */
export async function resendConfirmation(
  context: AccountsContext,
  body: ResendConfirmRequest,
  ip: string,
  catalogue: Catalogue,
) {
  await context.throttle.hit('resend-ip', ip);
  await context.throttle.hit('resend-address-minute', body.username);
  await context.throttle.hit('resend-address-hour', body.username);
  return { message: catalogue.server.resendSent };
}
