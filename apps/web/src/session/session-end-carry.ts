import type { CarriedAnswers } from '../navigation/navigation-state';

/**
 * What goes to /login in navigation state when a session ends under the student (a 401, spec
 * section 8), from whatever holds it: the form page registers its unsaved answers while it is
 * shown (useFormSession, with unsavedAnswersToCarry). A registry rather than an import, so that
 * the app's entry, which handles the 401, does not load the answer store's code: the form's chunk
 * brings it, and a page without the form has no answers to carry.
 */
type Registration = { carry: () => CarriedAnswers };

let current: Registration | undefined;

/** Registers what to carry; returns the unregister (which leaves a later registration alone). */
export function carryOnSessionEnd(carry: () => CarriedAnswers): () => void {
  const registration: Registration = { carry };
  current = registration;
  return () => {
    if (current === registration) current = undefined;
  };
}

/** What the page holds that must outlive the session, read as the 401 arrives. */
export function readSessionEndCarry(): CarriedAnswers {
  return current?.carry() ?? {};
}
