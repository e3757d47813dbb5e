import type { Answers } from '@portico/application';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError, UnauthorizedError } from '../api/api-error';
import { guardChanges } from '../api/client';
import { saveAnswers, saveAnswersOnHide } from '../api/save-answers';
import { unsavedAnswers, type AnswersStore } from './answers-store';
import { readLoginMarker } from './identity-cookie';

/**
 * Saving the student's answers (issue 4 'State and saving'): only the keys
 * that changed go to PUT /api/answer. A failed save drops nothing: the answers stay in the page,
 * still differ from what the server holds, and so go again with the next save.
 */

/** Typing has stopped this long: save (issue 4: 'a few seconds after they stop typing'). */
export const AUTOSAVE_DELAY_MS = 3_000;
/** Retries after a failed autosave wait longer each time, up to a minute. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

/**
 * Runs the save through the query client's mutation cache, so that a 401 ends the session the
 * way every other call's does (cache cleared, /login with the session-invalid message).
 */
function putAnswers(queryClient: QueryClient, answers: Answers): Promise<unknown> {
  // Another tab logged out and the next applicant logged in: the cookie that would go with this
  // save is theirs, and the client sends nothing (guardChanges, below); the session ends for this
  // page as with a 401, and these answers go to /login with whose they are (issue 27).
  return new MutationObserver(queryClient, { mutationFn: saveAnswers }).mutate(answers);
}

export type AnswersSaver = ReturnType<typeof createAnswersSaver>;

/**
 * The browser says it has no connection (issue 31). Only `false` counts: a browser that cannot
 * tell says true, and a save that fails while "online" is a failure to retry, not a lost connection.
 */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A save asked of a form session that has ended (a logout, a session ended on the server or in
 * another tab): nothing is sent, since the browser's cookie may by now be another applicant's.
 */
export class FormSessionEndedError extends Error {
  constructor() {
    super('This form session has ended: its answers are no longer saved.');
    this.name = 'FormSessionEndedError';
  }
}

/** The saving of one store's answers: one queue of saves, and the edits widgets hold back. */
export function createAnswersSaver(store: AnswersStore, queryClient: QueryClient) {
  /** Edits a widget holds back until blur (a text area): flushed before a save on page hide. */
  const pendingEdits = new Set<() => void>();
  let queue: Promise<void> = Promise.resolve();
  /** Set once the form session ends: no save of it is sent afterwards, queued or scheduled. */
  let closed = false;
  /** The login marker of the session the answers were loaded under (bindToSession). */
  let boundMarker: string | undefined;
  /** Back online after 'offline': the next save that leaves nothing unsaved says so. */
  let reconnecting = false;
  const sessionStillOurs = () => {
    const current = readLoginMarker();
    // No marker: no session goes with the request, which the server refuses (a 401) if it must.
    return boundMarker === undefined || current === undefined || current === boundMarker;
  };
  const unsaved = () => unsavedAnswers(store.getState());

  const flushPendingEdits = (): void => {
    for (const commit of pendingEdits) commit();
  };

  const saveUnsaved = async (): Promise<void> => {
    // Changes made while a save is on its way are sent by the next round.
    for (let round = 0; round < 10; round += 1) {
      // A save queued behind others may find the session over when its turn comes.
      if (closed) throw new FormSessionEndedError();
      const patch = unsaved();
      if (Object.keys(patch).length === 0) break;
      store.setSaveStatus('saving');
      try {
        await putAnswers(queryClient, patch);
      } catch (error) {
        const refused =
          error instanceof ApiError && error.status === 400 ? Object.keys(error.errors ?? {}) : [];
        // Keys the server will never take at these values (a definition changed under stored answers)
        // must not hold back the others: they stay in the page and are resent once changed.
        if (refused.length > 0) store.markRefused(refused, patch);
        throw error;
      }
      store.markSaved(patch);
    }
    // 'Saved' only once the server has every answer (issue 31: never before a save succeeded).
    store.setSaveStatus(reconnecting ? 'reconnected' : 'saved');
    reconnecting = false;
  };

  /**
   * Saves every unsaved answer now, after any save already under way. Rejects with the ApiError of
   * a failure; the caller decides what the user sees (an error toast on a nav click or continue).
   */
  const saveNow = (): Promise<void> => {
    const run = queue.then(saveUnsaved);
    queue = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      const over = error instanceof UnauthorizedError || error instanceof FormSessionEndedError;
      store.setSaveStatus(over ? 'idle' : offline() ? 'offline' : 'retrying');
      throw error;
    });
  };

  /**
   * While a student is logged in: saves a few seconds after the answers stop changing, retries a
   * failed save with growing pauses (whoever started it), and saves with a keepalive request when
   * the page is hidden or closed. Returns the stop function.
   */
  const startAutosave = ({
    delayMs = AUTOSAVE_DELAY_MS,
    canSave = () => true,
  }: {
    delayMs?: number;
    /** False once the session is over (a logout under way): a save then would only meet a 401. */
    canSave?: () => boolean;
  } = {}): (() => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;
    let lastAnswers = store.getState().answers;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    };

    const run = () => {
      timer = undefined;
      if (closed || !canSave()) return;
      // No connection: nothing is sent (it would only fail); the 'online' event sends it all.
      if (offline()) return store.setSaveStatus('offline');
      if (Object.keys(unsaved()).length === 0) {
        if (store.getState().saveStatus === 'retrying') store.setSaveStatus('saved');
        return;
      }
      // A failure sets the status to 'retrying', and the listener below schedules the retry.
      saveNow().then(
        () => {
          retries = 0;
        },
        () => undefined,
      );
    };

    const onChange = () => {
      const { answers, owner, saveStatus } = store.getState();
      if (typeof owner !== 'string' || saveStatus === 'offline') return;
      if (saveStatus === 'retrying') {
        // A retry already waiting keeps its pause: typing does not hammer a failing server.
        if (timer === undefined) {
          schedule(RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)] ?? delayMs);
          retries += 1;
        }
        return;
      }
      if (answers === lastAnswers) return;
      lastAnswers = answers;
      schedule(delayMs);
    };
    const unsubscribe = store.subscribe(onChange);

    const saveOnHide = () => {
      if (closed || !canSave() || !sessionStillOurs() || offline()) return;
      flushPendingEdits();
      const patch = unsaved();
      if (typeof store.getState().owner !== 'string' || Object.keys(patch).length === 0) return;
      clearTimeout(timer);
      timer = undefined;
      void saveAnswersOnHide(patch).then((ok) => {
        if (!ok) return store.setSaveStatus('retrying');
        store.markSaved(patch);
        if (Object.keys(unsaved()).length === 0) store.setSaveStatus('saved');
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveOnHide();
    };
    // The connection lost: said at once, in view; back: everything typed meanwhile goes now.
    const onOffline = () => {
      clearTimeout(timer);
      timer = undefined;
      if (typeof store.getState().owner === 'string') store.setSaveStatus('offline');
    };
    const onOnline = () => {
      if (store.getState().saveStatus !== 'offline') return;
      reconnecting = true;
      retries = 0;
      if (Object.keys(unsaved()).length > 0) run();
      else {
        reconnecting = false;
        store.setSaveStatus('reconnected');
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', saveOnHide);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (offline()) onOffline();
    // Answers left unsaved by the page before (a Back, a failed save) go with the next pause.
    if (Object.keys(unsaved()).length > 0) schedule(delayMs);

    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', saveOnHide);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  };

  return {
    saveNow,
    startAutosave,
    /** A widget that commits on blur registers how to commit now; returns the unregister. */
    registerPendingEdit(commit: () => void): () => void {
      pendingEdits.add(commit);
      return () => pendingEdits.delete(commit);
    },
    flushPendingEdits,
    /**
     * The form session has ended: no save is sent from now on, not even one already queued or
     * scheduled (a 'saveNow' then rejects with FormSessionEndedError). A request already on its
     * way went under the session it was made in.
     */
    close(): void {
      closed = true;
      guardChanges(undefined);
    },
    /**
     * The answers were loaded for a logged-in applicant under the session of this login marker:
     * a save, or any other change the page asks of the API (api/client.ts), finds out before
     * anything is sent whether the browser's session is still that one.
     */
    bindToSession(marker: string | undefined): void {
      boundMarker = marker;
      guardChanges(marker === undefined ? undefined : sessionStillOurs);
    },
    /** A logout that failed: the session goes on, and so does its saving. */
    reopen(): void {
      closed = false;
      if (boundMarker !== undefined) guardChanges(sessionStillOurs);
    },
  };
}
