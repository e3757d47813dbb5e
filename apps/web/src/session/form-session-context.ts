import { createContext, use } from 'react';
import type { CarriedAnswers } from '../navigation/navigation-state';
import type { AnswersState } from './answers-store';
import type { FormSession } from './form-session';

/**
 * What of the form outlives its layout, held by the app (createApp) rather than by a module, so
 * that each app, and each test's, has its own: the form session, whose answers survive a visit to
 * the account screens, and what a session that ends under the student carries to /login (the
 * form page registers it while shown). A slot rather than the session itself, so that the app's
 * entry, which handles the 401, does not load the form's code: the form's chunk brings it.
 */
export type FormSessionSlot = ReturnType<typeof createFormSessionSlot>;

export function createFormSessionSlot() {
  let session: FormSession | undefined;
  let carry: (() => CarriedAnswers) | undefined;
  const listeners = new Set<() => void>();
  return {
    session: (): FormSession | undefined => session,
    /** The app's form session, made by `create` the first time. */
    sessionOrNew: (create: () => FormSession): FormSession => (session ??= create()),
    /** Called when the session is ended (the form then takes a new one). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * The applicant's form session is over (a logout, a session ended on the server or in another
     * tab): its saves stop, queued ones included, its answers leave memory, and the next form
     * shown (the next applicant's, on a shared computer) starts a new one (issue 27). Read what
     * must be carried to /login before.
     */
    endSession(): void {
      const ended = session;
      if (!ended) return;
      session = undefined;
      carry = undefined;
      ended.end();
      for (const listener of listeners) listener();
    },
    /** Registers what to carry; returns the unregister (which leaves a later registration alone). */
    carryOnSessionEnd(registered: () => CarriedAnswers): () => void {
      carry = registered;
      return () => {
        if (carry === registered) carry = undefined;
      };
    },
    /** What the page holds that must outlive the session, read as the 401 arrives. */
    readSessionEndCarry: (): CarriedAnswers => carry?.() ?? {},
  };
}

export const FormSessionSlotContext = createContext<FormSessionSlot | null>(null);

/** The form session of the tree below (form-session.tsx provides it). */
export const FormSessionContext = createContext<FormSession | null>(null);

/**
 * The state of the form session shown, or else of the app's: the account screens read it to carry
 * an anonymous visitor's answers on (not reactive: read when rendered).
 */
export function useCurrentAnswersState(): AnswersState | undefined {
  const session = use(FormSessionContext) ?? use(FormSessionSlotContext)?.session();
  return session?.store.getState();
}
