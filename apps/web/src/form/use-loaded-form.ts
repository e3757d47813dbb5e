import { FORM_ROUTES } from '@portico/application';
import { useQuery } from '@tanstack/react-query';
import { use, useEffect, useEffectEvent, useMemo } from 'react';
import { useLocation, useNavigate } from '../navigation/router';
import { UnauthorizedError } from '../api/api-error';
import { addAnotherQueryOptions } from '../api/get-add-another';
import { prefillQueryOptions } from '../api/get-prefill';
import { useProfile } from '../api/get-profile';
import { tabsQueryOptions } from '../api/get-tabs';
import { saveLastPage } from '../api/save-last-page';
import { saveWebStatus } from '../api/save-web-status';
import {
  clearStoredAnswers,
  keepAnonymousAnswersStored,
  readStoredAnswers,
} from '../session/answers-storage';
import { unsavedAnswers, type AnswersState } from '../session/answers-store';
import { readCarriedAnswers, unsavedAnswersToCarry } from '../session/carried-answers';
import { useClientSnapshot } from '../session/client-snapshot';
import { useAnswersSelector, useFormSession, type FormSession } from '../session/form-session';
import { FormSessionSlotContext } from '../session/form-session-context';
import { readLoginMarker } from '../session/identity-cookie';
import { getSessionSnapshot } from '../session/session-store';
import { useToast } from '../ui/toast';

export const PREFILL_TOKEN_PARAM = 'token';

const selectOwner = (current: AnswersState) => current.owner;

const MERGED_KEY = 'portico.carried-answers-merged';

function mergedKeys(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(MERGED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function isCarriedMerged(locationKey: string): boolean {
  return mergedKeys().includes(locationKey);
}

function rememberCarriedMerged(locationKey: string): void {
  try {
    sessionStorage.setItem(MERGED_KEY, JSON.stringify([...mergedKeys().slice(-19), locationKey]));
  } catch {
    // Without session storage a reload may merge them again: they are the answers just carried.
  }
}

/**
 * What a login's first load saves: the answers merged over the profile (typed here before the
 * login, or carried across an ended session) go to the account at once, and the browser's copy is
 * then forgotten, unless answers are offered and wait for the applicant's word.
 */
function saveMergedAnswers({ store, saver }: FormSession, onError: (error: Error) => void): void {
  const forget = () => {
    if (Object.keys(store.getState().offered).length === 0) clearStoredAnswers();
  };
  if (Object.keys(unsavedAnswers(store.getState())).length === 0) return forget();
  saver.saveNow().then(forget, (error: unknown) => {
    if (!(error instanceof UnauthorizedError)) onError(error as Error);
  });
}

/**
 * The state-and-saving behaviour of the form pages (issue 4), in four
 * effects:
 *
 * 1. The answers, once per owner: merged from the profile, temporary public answers (`?token=`),
 *    the anonymous visitor's stored answers and answers carried in navigation state (a logged-in
 *    student's unsaved ones only into that same student's: readCarriedAnswers). What a login
 *    merges is saved to the account at once. Answers carried by a later arrival are merged then.
 * 2. A logged-in student's missing web status is set to started, here and on the server.
 * 3. The saved last page is restored on load; then, while started or validating, every path saved.
 * 4. A logged-in student's answers save themselves, and a session that ends under them (a 401)
 *    takes what is not saved yet to /login; an anonymous visitor's stay in this browser.
 *
 * Returns whether the answers are loaded: the page renders its questions only then.
 */
export function useLoadedForm(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useFormSession();
  const slot = use(FormSessionSlotContext);
  const { store, saver, firstTime } = session;
  const profile = useProfile().data;
  const loggedIn = Boolean(profile);
  const snapshot = useClientSnapshot();
  // Counts and tabs that fail to load are inferred from the answers (hydrateAnswers): the form
  // stays usable and no saved answer is hidden, and so cleared, for want of its count.
  const addAnother = useQuery({ ...addAnotherQueryOptions, enabled: loggedIn, throwOnError: false });
  const tabs = useQuery({ ...tabsQueryOptions, enabled: loggedIn, throwOnError: false });
  const token = new URLSearchParams(location.search).get(PREFILL_TOKEN_PARAM) ?? '';
  const prefill = useQuery({ ...prefillQueryOptions(token), enabled: token !== '', throwOnError: false });

  const owner = profile === undefined ? undefined : (profile?.username ?? null);
  const storeOwner = useAnswersSelector(selectOwner);
  const ready = owner !== undefined && storeOwner === owner;
  const sourcesReady =
    owner !== undefined &&
    (!loggedIn || (!addAnother.isPending && !tabs.isPending)) &&
    (token === '' || !prefill.isPending);
  // The answers that arrived in navigation state and may go into this owner's application.
  const carried = useMemo(
    () => (owner === undefined ? undefined : readCarriedAnswers(location.state, owner)),
    [location.state, owner],
  );

  // 1. The answers for this owner, and answers carried by an arrival. The history entry keeps
  // carried answers (account links carry them on), so a reload, which keeps the entry, must not
  // merge them again over answers changed since: the arrival is remembered for the tab's session.
  useEffect(() => {
    if (!sourcesReady || owner === undefined) return;
    const merge = carried && !isCarriedMerged(location.key) ? carried : undefined;
    if (merge) rememberCarriedMerged(location.key);
    const previous = store.getState().owner;
    if (previous === owner) {
      if (merge) store.mergeAnswers(merge);
      return;
    }
    // A logged-in student's session ended (logout): nothing of theirs stays in this browser.
    if (typeof previous === 'string') clearStoredAnswers();
    // The session these answers are loaded under: no save of them goes under another (issue 27).
    saver.bindToSession(owner === null ? undefined : readLoginMarker());
    store.hydrateAnswers({
      owner,
      ...(profile ? { profile: profile.answer } : {}),
      ...(addAnother.data ? { addAnother: addAnother.data } : {}),
      ...(tabs.data ? { tabs: tabs.data } : {}),
      ...(prefill.data ? { prefill: prefill.data } : {}),
      typedHere: { ...readStoredAnswers(), ...merge?.typedHere },
      ...(merge?.typedBySignUp ? { typedBySignUp: true } : {}),
      ...(merge?.own ? { carried: merge.own } : {}),
    });
    if (prefill.error) toast.error(prefill.error.message);
    if (owner !== null) saveMergedAnswers(session, (error) => toast.error(error.message));
  }, [
    sourcesReady,
    owner,
    profile,
    addAnother.data,
    tabs.data,
    prefill.data,
    prefill.error,
    carried,
    location.key,
    toast,
    session,
    store,
    saver,
  ]);

  // 2. A logged-in snapshot with no web status is set to started, here and on the server.
  const { web_status: webStatus, username } = snapshot;
  useEffect(() => {
    if (!ready || !username || webStatus !== null || !firstTime.startedStatus(username)) return;
    store.setLocalWebStatus(username, 'started');
    saveWebStatus('started').catch((error: unknown) => {
      if (!(error instanceof UnauthorizedError)) toast.error((error as Error).message);
    });
  }, [ready, username, webStatus, toast, store, firstTime]);

  // 3. The saved last page on load, once per login (a Log Out and a login again in
  // the same tab restore it again); then, while started or validating, every path. Read when the
  // page first shows for a user, not a reason to run again (a nav click sets has_changed_page).
  const { pathname } = location;
  const lastPage = profile?.last_page ?? null;
  const restoreLastPage = useEffectEvent((user: string): boolean => {
    if (!firstTime.lastPageRestore(`${getSessionSnapshot().sessionNumber} ${user}`)) return false;
    // A submitted application is seen only on /completion (the route rules): nothing to restore.
    // Nor away from a page that is not a step ('Check your answers' reloaded stays there).
    const isStep = (path: string) => (FORM_ROUTES as readonly string[]).includes(path);
    if (webStatus === 'submitted' || lastPage === null || !isStep(lastPage) || !isStep(pathname))
      return false;
    if (lastPage === pathname || snapshot.has_changed_page) return false;
    navigate({ pathname: lastPage, search: location.search }, { replace: true });
    return true;
  });
  useEffect(() => {
    if (!ready || !username) return;
    if (restoreLastPage(username)) return;
    if (webStatus !== 'started' && webStatus !== 'validating') return;
    if (!(FORM_ROUTES as readonly string[]).includes(pathname)) return;
    saveLastPage(pathname).catch(() => {
      // Where the student was is a convenience: a failure costs a restore, not an answer.
    });
  }, [ready, username, webStatus, pathname]);

  // 4. Saving. Once submitted the answers are frozen (the server answers 409): nothing is saved.
  const submitted = webStatus === 'submitted';
  useEffect(() => {
    if (!ready || submitted) return;
    if (!loggedIn) return keepAnonymousAnswersStored(store);
    const stopCarrying = slot?.carryOnSessionEnd(() => unsavedAnswersToCarry(session));
    const stopAutosave = saver.startAutosave({ canSave: () => getSessionSnapshot().hasIdentityCookie });
    return () => {
      stopAutosave();
      stopCarrying?.();
    };
  }, [ready, loggedIn, submitted, session, store, saver, slot]);

  return ready;
}
