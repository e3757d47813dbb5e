import { MESSAGES } from '@portico/application';

/** Until the accounts work lands, a card says so plainly rather than showing a form that does nothing. */
export function AccountsComingSoon() {
  return <p>{MESSAGES.authComingSoon}</p>;
}
