import type { Answers } from '@portico/application';
import { readSignedUpAs, type CarriedAnswers } from '../navigation/navigation-state';
import { unsavedAnswers } from './answers-store';
import type { FormSession } from './form-session';

/**
 * Answers that travel in navigation state: an anonymous visitor's, across
 * sign-up, confirm and login, and a logged-in student's unsaved ones across an ended session.
 *
 * Applicants must never lose an answer: when a save (or any call) answers 401 because the session
 * expired or was revoked, the page goes to /login and what was typed in the last
 * seconds has not reached the server yet. Those answers go to /login in navigation state, which
 * survives a reload (the message asks the student to clear their cookies), with the username they
 * belong to. After a login they are merged over the loaded profile and saved, but only for that
 * same user: on a shared computer the next person to log in must not have someone else's answers
 * written into their application (docs/decisions.md).
 */

type UnsavedAnswers = { username: string; answers: Answers };

function asAnswers(value: unknown): Answers | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value as Answers;
}

function asUnsavedAnswers(value: unknown): UnsavedAnswers | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { username, answers } = value as Record<string, unknown>;
  const parsed = asAnswers(answers);
  return typeof username === 'string' && username !== '' && parsed
    ? { username, answers: parsed }
    : undefined;
}

/**
 * On an unauthorized answer, before the page leaves for /login: the logged-in student's answers
 * that the server does not hold yet (a text area's edit not yet committed included), with whose
 * they are. Nothing for an anonymous visitor, whose answers are kept in this browser already.
 * The form page registers it for the 401 handler (the app's FormSessionSlot).
 */
export function unsavedAnswersToCarry({ store, saver }: FormSession): Pick<CarriedAnswers, 'unsavedAnswers'> {
  const { owner } = store.getState();
  if (typeof owner !== 'string') return {};
  saver.flushPendingEdits();
  const answers = unsavedAnswers(store.getState());
  if (Object.keys(answers).length === 0) return {};
  const unsaved: UnsavedAnswers = { username: owner, answers };
  return { unsavedAnswers: unsaved };
}

export type Carried = {
  /** Typed on this computer while anonymous: offered to the account, added only by its owner's choice. */
  typedHere?: Answers;
  /**
   * The visitor who typed `typedHere` created this account in this tab (Save sent them to sign-up
   * to keep them): they fill what the account left empty, as the spec merges carried answers.
   */
  typedBySignUp?: true;
  /** The owner's own unsaved answers, the newest of all. */
  own?: Answers;
};

/**
 * The answers carried in navigation state that may go into `owner`'s application: an anonymous
 * visitor's (`typedHere`: for an account, offered where they differ; filling what it left empty
 * when this tab signed that account up, `typedBySignUp`), and a logged-in student's unsaved ones (`own`) only when `owner` is the username
 * they were typed under (never into an anonymous page, where they would also be kept in this
 * browser's storage). Undefined when nothing is carried.
 */
export function readCarriedAnswers(state: unknown, owner: string | null): Carried | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const carried = state as CarriedAnswers;
  const typedHere = asAnswers(carried.answers);
  const unsaved = asUnsavedAnswers(carried.unsavedAnswers);
  const own = unsaved && owner !== null && unsaved.username === owner ? unsaved.answers : undefined;
  if (!typedHere && !own) return undefined;
  const signedUpAs = readSignedUpAs(state);
  const typedBySignUp =
    typedHere && owner !== null && signedUpAs?.trim().toLowerCase() === owner.trim().toLowerCase();
  return {
    ...(typedHere ? { typedHere } : {}),
    ...(typedBySignUp ? { typedBySignUp: true as const } : {}),
    ...(own ? { own } : {}),
  };
}
