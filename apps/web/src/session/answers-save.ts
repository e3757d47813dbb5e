import type { Answers } from '@portico/application';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError, UnauthorizedError } from '../api/api-error';
import { saveAnswers, saveAnswersOnHide } from '../api/save-answers';
import {
  getAnswersState,
  markRefused,
  markSaved,
  setSaveStatus,
  subscribeAnswers,
  unsavedAnswers,
} from './answers-store';

/**
 * Saving the student's answers (spec sections 2 and 4, issue 4 'State and saving'): only the keys
 * that changed go to PUT /api/answer. A failed save drops nothing: the answers stay in the page,
 * still differ from what the server holds, and so go again with the next save.
 */

/** Typing has stopped this long: save (issue 4: 'a few seconds after they stop typing'). */
export const AUTOSAVE_DELAY_MS = 3_000;
/** Retries after a failed autosave wait longer each time, up to a minute. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

/** Edits a widget holds back until blur (a text area): flushed before a save on page hide. */
const pendingEdits = new Set<() => void>();

/** A widget that commits on blur registers how to commit now; returns the unregister. */
export function registerPendingEdit(commit: () => void): () => void {
  pendingEdits.add(commit);
  return () => pendingEdits.delete(commit);
}

export function flushPendingEdits(): void {
  for (const commit of pendingEdits) commit();
}

let queue: Promise<void> = Promise.resolve();

/**
 * Runs the save through the query client's mutation cache, so that a 401 ends the session the
 * way every other call's does (cache cleared, /login with the session-invalid message).
 */
function putAnswers(queryClient: QueryClient, answers: Answers): Promise<unknown> {
  return new MutationObserver(queryClient, { mutationFn: saveAnswers }).mutate(answers);
}

async function saveUnsaved(queryClient: QueryClient): Promise<void> {
  // Changes made while a save is on its way are sent by the next round.
  for (let round = 0; round < 10; round += 1) {
    const patch = unsavedAnswers();
    if (Object.keys(patch).length === 0) break;
    setSaveStatus('saving');
    try {
      await putAnswers(queryClient, patch);
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status === 400 ? Object.keys(error.errors ?? {}) : [];
      // Keys the server will never take at these values (a definition changed under stored answers)
      // must not hold back the others: they stay in the page and are resent once changed.
      if (refused.length > 0) markRefused(refused, patch);
      throw error;
    }
    markSaved(patch);
  }
  setSaveStatus('saved');
}

/**
 * Saves every unsaved answer now, after any save already under way. Rejects with the ApiError of
 * a failure; the caller decides what the user sees (an error toast on a nav click or continue).
 */
export function saveAnswersNow(queryClient: QueryClient): Promise<void> {
  const run = queue.then(() => saveUnsaved(queryClient));
  queue = run.catch(() => undefined);
  return run.catch((error: unknown) => {
    setSaveStatus(error instanceof UnauthorizedError ? 'idle' : 'retrying');
    throw error;
  });
}

/**
 * While a student is logged in: saves a few seconds after the answers stop changing, retries a
 * failed save with growing pauses (whoever started it), and saves with a keepalive request when
 * the page is hidden or closed. Returns the stop function.
 */
export function startAutosave(
  queryClient: QueryClient,
  {
    delayMs = AUTOSAVE_DELAY_MS,
    canSave = () => true,
  }: {
    delayMs?: number;
    /** False once the session is over (a logout under way): a save then would only meet a 401. */
    canSave?: () => boolean;
  } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let lastAnswers = getAnswersState().answers;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  };

  const run = () => {
    timer = undefined;
    if (!canSave()) return;
    if (Object.keys(unsavedAnswers()).length === 0) {
      if (getAnswersState().saveStatus === 'retrying') setSaveStatus('saved');
      return;
    }
    // A failure sets the status to 'retrying', and the listener below schedules the retry.
    saveAnswersNow(queryClient).then(
      () => {
        retries = 0;
      },
      () => undefined,
    );
  };

  const onChange = () => {
    const { answers, owner, saveStatus } = getAnswersState();
    if (typeof owner !== 'string') return;
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
  const unsubscribe = subscribeAnswers(onChange);

  const saveOnHide = () => {
    if (!canSave()) return;
    flushPendingEdits();
    const patch = unsavedAnswers();
    if (typeof getAnswersState().owner !== 'string' || Object.keys(patch).length === 0) return;
    clearTimeout(timer);
    timer = undefined;
    void saveAnswersOnHide(patch).then((ok) => {
      if (!ok) return setSaveStatus('retrying');
      markSaved(patch);
      if (Object.keys(unsavedAnswers()).length === 0) setSaveStatus('saved');
    });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') saveOnHide();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', saveOnHide);
  // Answers left unsaved by the page before (a Back, a failed save) go with the next pause.
  if (Object.keys(unsavedAnswers()).length > 0) schedule(delayMs);

  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', saveOnHide);
  };
}
