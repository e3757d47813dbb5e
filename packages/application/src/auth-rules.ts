import { EMAIL_MAX_LENGTH, LIMITS } from './constants';
import { MESSAGES } from './messages';

/**
 * The special characters a password may use to meet the 'special character' rule (documented in
 * docs/decisions.md): ^ $ * . [ ] { } ( ) ? - " ! @ # % & / \ , > < ' : ; | _ ~ ` + =
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?-"!@#%&/\\,><\':;|_~`+=';

/** The password's live checklist, in its order, with its exact wording. */
export const PASSWORD_CHECKS = [
  {
    id: 'minLength',
    label: MESSAGES.passwordMinLength,
    test: (p: string) => p.length >= LIMITS.passwordMinLength,
  },
  { id: 'uppercase', label: MESSAGES.passwordUppercase, test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', label: MESSAGES.passwordLowercase, test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'number', label: MESSAGES.passwordNumber, test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: MESSAGES.passwordSpecial,
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
  { id: 'whitespace', label: MESSAGES.passwordWhitespace, test: (p: string) => p === p.trim() },
] as const;

export type PasswordCheckId = (typeof PASSWORD_CHECKS)[number]['id'];

/** The checks a password fails, in checklist order; empty when it meets every rule. */
export function failedPasswordChecks(password: string): PasswordCheckId[] {
  return PASSWORD_CHECKS.filter((check) => !check.test(password)).map((check) => check.id);
}

/**
 * The e-mail pattern of every card: one plain address, at most 254 characters (`EMAIL_MAX_LENGTH`).
 * The HTML standard's "valid e-mail address" (what `<input type=email>` accepts), with a dot in
 * the domain: no comma, semicolon, quote, bracket or space, so that no username names a second
 * mailbox (`x,bob@example.edu` would mail bob).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
