import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { MESSAGES } from './messages';

/**
 * How guessable a new password is, beyond the checklist's rules (docs/decisions.md, "Password
 * strength"). Its own entry point, not the package's index: the dictionaries are large, so the
 * browser loads them only on the cards that choose a password.
 *
 * Refused, in this order, each with the reason the card shows:
 * - the e-mail address, or its part before the '@', inside the password;
 * - one of the 10,000 most common passwords, also with the decoration our rules force removed
 *   ('Qwerty123456!' is 'qwerty123456');
 * - letters that are only the address's name or words of this site (an entry term, the
 *   institution's name), with digits and symbols around them: 'Summer2025!!', 'Harbor-Valley1!';
 * - repeated characters or sequences for half the password or more: 'Aaaaaaaaaaa1!';
 * - what zxcvbn scores below 3 (fewer than about 10^8 guesses), with the site's words and the
 *   address as context: 'P@ssw0rd2024!'.
 */
let estimator: ZxcvbnFactory | undefined;

/**
 * How many ways of reading digits and symbols as letters ('0' as o, '@' as a) zxcvbn tries per
 * password; its default is 100. Measured 2026-11-27 (D-ACC-03's addendum): a typical passphrase
 * such as 'Granite-Orchid-2027!' took 90 to 165 ms of a core at 100 and 28 to 59 ms at 30, and of
 * 1,800 common passwords written in l33t and decorated as our rules force, 21 (1.2%) scored 3 or more
 * at 30 that scored below 3 at 100. A sign-up waits for this check, and in deadline night's burst of
 * sign-ups it was most of what the password threads did (issue 30).
 */
const L33T_MAX_SUBSTITUTIONS = 30;

/**
 * Builds zxcvbn's estimator, from its dictionaries, if it is not built yet: about half a second of a
 * core (2026-11-27). At the first check by default; the server's password threads build it before
 * the server listens (issue 30), so that the first sign-ups after a start do not wait for it.
 */
export function prepareEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

const estimate = (password: string, userInputs: string[]) => prepareEstimator().check(password, userInputs);

const COMMON_PASSWORDS = new Set(commonDictionary['passwords-common'].slice(0, 10_000));

/** Words of any admissions site: entry terms and what the site is about. */
const ADMISSIONS_WORDS = [
  'fall',
  'spring',
  'summer',
  'winter',
  'autumn',
  'admission',
  'admissions',
  'application',
  'applicant',
  'apply',
  'college',
  'university',
  'student',
  'portico',
];

export interface PasswordContext {
  /** The account's e-mail address. */
  email: string;
  /** The site's own words, such as the words of the institution's name. */
  siteWords: string[];
}

export interface PasswordWeakness {
  /** Why it is refused: a message of its own, shown at the password field. */
  message: string;
  /** zxcvbn's hint about what makes it guessable, when it has one ('Repeated characters…'). */
  hint: string | null;
}

/** Whether `letters` is one or more of `words` one after another ('harborvalley'). */
function madeOf(letters: string, words: string[]): boolean {
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end++) {
    reachable[end] = words.some((word) => letters.endsWith(word, end) && reachable[end - word.length]);
  }
  return letters.length > 0 && reachable[letters.length] === true;
}

/** Why a password that meets the checklist is still refused, or null when it is not. */
export function passwordWeakness(password: string, context: PasswordContext): PasswordWeakness | null {
  const lower = password.toLowerCase();
  const address = context.email.trim().toLowerCase();
  const name = address.split('@', 1)[0] ?? '';
  if ((name.length >= 3 && lower.includes(name)) || (address && lower.includes(address))) {
    return { message: MESSAGES.passwordContainsEmail, hint: null };
  }
  const undecorated = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(undecorated)) {
    return { message: MESSAGES.commonPassword, hint: null };
  }
  const nameParts = name.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  const contextWords = [
    ...ADMISSIONS_WORDS,
    ...context.siteWords.map((word) => word.toLowerCase()).filter((word) => word.length >= 3),
    ...nameParts,
  ];
  const letters = lower.replace(/[^\p{L}]+/gu, '');
  if (letters === name.replace(/[^\p{L}]+/gu, '') || madeOf(letters, contextWords)) {
    return { message: MESSAGES.guessablePassword, hint: MESSAGES.passwordOfSiteWords };
  }
  const result = estimate(password, [address, ...contextWords]);
  const repetitive = result.sequence
    .filter((match) => match.pattern === 'repeat' || match.pattern === 'sequence')
    .reduce((length, match) => length + match.token.length, 0);
  if (result.score < 3 || repetitive * 2 >= password.length) {
    return {
      message: MESSAGES.guessablePassword,
      hint: result.feedback.warning ?? (repetitive ? MESSAGES.passwordRepetitive : null),
    };
  }
  return null;
}
