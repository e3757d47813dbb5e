/**
 * What travels in the history entry's state between screens: messages to show
 * on arrival, the anonymous visitor's answers, and what an account card needs from the one before.
 */
export type NavigationState = {
  /** Shown as a Success toast by the layout the user arrives in. */
  successMessage?: string;
  /** Shown on the login card (the session-invalid and inactivity messages). */
  errorMessage?: string;
  /**
   * The anonymous visitor's answers, carried unchanged across every account navigation so that
   * they can be saved once the visitor has logged in. Opaque here: the answer store owns the shape.
   */
  answers?: unknown;
  /**
   * A logged-in student's answers that were not yet saved when their session ended under them (a
   * 401: expired or revoked), with whose they are: `{ username, answers }`. Carried like `answers`
   * across the account screens, and merged only into that same user's application once they have
   * logged in again (session/carried-answers.ts). Opaque here, like `answers`.
   */
  unsavedAnswers?: unknown;
  /**
   * The address this tab's visitor created an account for on the sign-up card, carried on with
   * `answers`: they are that visitor's answers, which Save sent to sign-up to be kept, so that
   * account's first login takes them (issue 27; any other login only offers them).
   */
  signedUpAs?: string;
  /** The e-mail address the confirm card is for (after sign-up or a resend). */
  username?: string;
  /** The header an account card shows instead of its default: 'Sign In', 'Create Account'. */
  title?: string;
  /** Where a 'Change' came from ('Check your answers'): the form page offers the way back. */
  returnTo?: string;
};

type StringField = 'successMessage' | 'errorMessage' | 'username' | 'title' | 'returnTo';

function field(state: unknown, name: StringField): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readSuccessMessage(state: unknown): string | undefined {
  return field(state, 'successMessage');
}

export function readErrorMessage(state: unknown): string | undefined {
  return field(state, 'errorMessage');
}

export function readUsername(state: unknown): string | undefined {
  return field(state, 'username');
}

export function readTitle(state: unknown): string | undefined {
  return field(state, 'title');
}

/** What travels on from screen to screen: the answers, anonymous and unsaved, and whose. */
export type CarriedAnswers = Pick<NavigationState, 'answers' | 'unsavedAnswers' | 'signedUpAs'>;

/**
 * The state for the next account navigation: the answers that arrived here travel on, with
 * whatever the next screen needs. Nothing else is carried, so a message is shown once.
 */
export function carryAnswers(state: unknown, next: NextState = {}): NavigationState {
  const carried: NavigationState = { ...next };
  if (typeof state !== 'object' || state === null) return carried;
  const { answers, unsavedAnswers, signedUpAs } = state as CarriedAnswers;
  if (answers !== undefined) carried.answers = answers;
  if (unsavedAnswers !== undefined) carried.unsavedAnswers = unsavedAnswers;
  if (signedUpAs !== undefined && next.signedUpAs === undefined) carried.signedUpAs = signedUpAs;
  return carried;
}

/** What a screen adds to the state it passes on: anything but the answers themselves. */
export type NextState = Omit<NavigationState, 'answers' | 'unsavedAnswers'>;

/** The address the visitor signed up as in this tab, if any. */
export function readSignedUpAs(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as CarriedAnswers).signedUpAs;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The same state without one message, so that a reload or a Back does not show it again. */
export function withoutMessage(state: unknown, name: 'successMessage' | 'errorMessage'): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const rest: Record<string, unknown> = { ...state };
  delete rest[name];
  return Object.keys(rest).length > 0 ? rest : null;
}

export function readReturnTo(state: unknown): string | undefined {
  return field(state, 'returnTo');
}
