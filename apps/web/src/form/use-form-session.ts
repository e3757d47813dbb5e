import { FORM_ROUTES } from '@portico/application';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '../navigation/router';
import { UnauthorizedError } from '../api/api-error';
import { addAnotherQueryOptions } from '../api/get-add-another';
import { prefillQueryOptions } from '../api/get-prefill';
import { useProfile } from '../api/get-profile';
import { tabsQueryOptions } from '../api/get-tabs';
import { saveLastPage } from '../api/save-last-page';
import { saveWebStatus } from '../api/save-web-status';
import { saveAnswersNow, startAutosave } from '../session/answers-save';
import {
  clearStoredAnswers,
  keepAnonymousAnswersStored,
  readStoredAnswers,
} from '../session/answers-storage';
import {
  getAnswersState,
  hydrateAnswers,
  mergeAnswers,
  unsavedAnswers,
  useAnswersSelector,
  type AnswersState,
} from '../session/answers-store';
import { readCarriedAnswers, unsavedAnswersToCarry } from '../session/carried-answers';
import { setLocalWebStatus, useClientSnapshot } from '../session/client-snapshot';
import { carryOnSessionEnd } from '../session/session-end-carry';
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
 * Whose saved last page has been restored, in which session of this page's life: once per login
 * (spec section 2), so a Log Out and a login again in the same tab restore it again.
 */
let lastPageRestoredFor: string | undefined;
/** Whose web status this page has set to started: once per user. */
const startedFor = new Set<string>();

/**
 * The state-and-saving behaviour of the form pages (spec sections 2, 3 and 4; issue 4):
 *
 * - loads the answers once per owner, merged from the profile, temporary public answers
 *   (`?token=`), the anonymous visitor's stored answers and answers carried in navigation state
 *   (a logged-in student's unsaved ones only into that same student's: readCarriedAnswers);
 * - gives a session that ends under the student (a 401) the answers not saved yet, for /login;
 * - saves what was merged to a logged-in student's account at once (the first login after
 *   answering anonymously, or again after a session ended under them), then forgets the
 *   browser's copy;
 * - sets a logged-in student's missing web status to started, here and on the server;
 * - restores the saved last page on load, and saves every path while started or validating;
 * - autosaves a logged-in student's answers, and keeps an anonymous visitor's in storage.
 *
 * Returns whether the answers are loaded: the page renders its questions only then.
 */
export function useFormSession(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
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

  // Load the answers for this owner.
  useEffect(() => {
    if (!sourcesReady || getAnswersState().owner === owner || owner === undefined) return;
    const previous = getAnswersState().owner;
    // A logged-in student's session ended (logout): nothing of theirs stays in this browser.
    if (typeof previous === 'string') clearStoredAnswers();
    lastPageRestoredFor = undefined;
    const merge = carried && !isCarriedMerged(location.key) ? carried : undefined;
    if (merge) rememberCarriedMerged(location.key);
    const typedHere = { ...readStoredAnswers(), ...merge?.typedHere };
    hydrateAnswers({
      owner,
      ...(profile ? { profile: profile.answer } : {}),
      ...(addAnother.data ? { addAnother: addAnother.data } : {}),
      ...(tabs.data ? { tabs: tabs.data } : {}),
      ...(prefill.data ? { prefill: prefill.data } : {}),
      typedHere,
      ...(merge?.own ? { carried: merge.own } : {}),
    });
    if (prefill.error) toast.error(prefill.error.message);
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
  ]);

  // A session that ends under the student (a 401) takes what is not saved yet to /login with it.
  useEffect(() => carryOnSessionEnd(unsavedAnswersToCarry), []);

  // Answers carried in navigation state are merged once per arrival. The history entry keeps them
  // (account links carry them on), so a reload, which keeps the entry, must not merge them again
  // over answers changed since: the arrival is remembered for the tab's session.
  useEffect(() => {
    if (!ready || !carried || isCarriedMerged(location.key)) return;
    rememberCarriedMerged(location.key);
    mergeAnswers(carried);
  }, [ready, carried, location.key]);

  // The first login after answering anonymously: what was merged goes to the account now.
  const savedMergedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || typeof owner !== 'string' || savedMergedFor.current === owner) return;
    savedMergedFor.current = owner;
    // Answers offered, not yet added or discarded, stay in this browser until the applicant says.
    const forget = () => {
      if (Object.keys(getAnswersState().offered).length === 0) clearStoredAnswers();
    };
    if (Object.keys(unsavedAnswers()).length === 0) {
      forget();
      return;
    }
    saveAnswersNow(queryClient).then(forget, (error: unknown) => {
      if (!(error instanceof UnauthorizedError)) toast.error((error as Error).message);
    });
  }, [ready, owner, queryClient, toast]);

  // Spec section 4: a logged-in snapshot with no web status is set to started, here and on the server.
  const { web_status: webStatus, username } = snapshot;
  useEffect(() => {
    if (!ready || !username || webStatus !== null || startedFor.has(username)) return;
    startedFor.add(username);
    setLocalWebStatus(username, 'started');
    saveWebStatus('started').catch((error: unknown) => {
      if (!(error instanceof UnauthorizedError)) toast.error((error as Error).message);
    });
  }, [ready, username, webStatus, toast]);

  // Spec section 2: the saved last page on load; then, while started or validating, every path.
  // Read when the page first shows for a user, not a reason to run again (a nav click sets has_changed_page).
  const { pathname } = location;
  const lastPage = profile?.last_page ?? null;
  const restoreLastPage = useEffectEvent((user: string): boolean => {
    const login = `${getSessionSnapshot().sessionNumber} ${user}`;
    if (lastPageRestoredFor === login) return false;
    lastPageRestoredFor = login;
    // A submitted application is seen only on /completion (the route rules): nothing to restore.
    const restorable =
      webStatus !== 'submitted' && lastPage !== null && (FORM_ROUTES as readonly string[]).includes(lastPage);
    if (!restorable || lastPage === pathname || snapshot.has_changed_page) return false;
    navigate({ pathname: lastPage, search: location.search }, { replace: true });
    return true;
  });
  useEffect(() => {
    if (!ready || !username) return;
    if (restoreLastPage(username)) return;
    if (webStatus !== 'started' && webStatus !== 'validating') return;
    saveLastPage(pathname).catch(() => {
      // Where the student was is a convenience: a failure costs a restore, not an answer.
    });
  }, [ready, username, webStatus, pathname]);

  // A logged-in student's answers save themselves; an anonymous visitor's stay in this browser.
  // Once submitted the answers are frozen (the server answers 409): nothing is saved any more.
  const submitted = webStatus === 'submitted';
  useEffect(() => {
    if (!ready || submitted) return;
    if (!loggedIn) return keepAnonymousAnswersStored();
    return startAutosave(queryClient, {
      canSave: () => getSessionSnapshot().hasIdentityCookie,
    });
  }, [ready, loggedIn, submitted, queryClient]);

  return ready;
}
