import { WEB_STATUSES, type Profile, type WebStatus } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { profileQueryOptions } from '../api/get-profile';
import { useIsServiceUser } from './service-user';
import { useSessionSnapshot } from './session-store';

/**
 * The client snapshot of spec section 3, put together from where each part lives: the session
 * store (has_changed_page, the identity cookie), the profile (username, last page, logins, the
 * web status reached on the server), the address (service user), and here the one part the page
 * sets ahead of the server: the web status it has just moved to.
 */
export type ClientSnapshot = {
  web_status: WebStatus | null;
  last_page: string | null;
  is_logged_in: boolean;
  username: string | undefined;
  is_service_user: boolean;
  num_logins: number;
  has_changed_page: boolean;
};

/**
 * Spec section 4: the profile's list holds each status reached; its count of distinct recognised
 * statuses is the status (0 none, 1 started, 2 validating, 3 submitted).
 */
export function webStatusOf(profile: Pick<Profile, 'web_status'> | null | undefined): WebStatus | null {
  if (!profile) return null;
  const reached = new Set(
    profile.web_status.map((entry) => entry.web_status).filter((status) => WEB_STATUSES.includes(status)),
  );
  return reached.size === 0 ? null : (WEB_STATUSES[Math.min(reached.size, WEB_STATUSES.length) - 1] ?? null);
}

/** The status this page has set for a user, ahead of (or without) a new profile. */
let localWebStatus: { username: string; status: WebStatus } | undefined;
const listeners = new Set<() => void>();

export function setLocalWebStatus(username: string, status: WebStatus): void {
  localWebStatus = { username, status };
  for (const listener of listeners) listener();
}

/**
 * A submit that goes to /completion itself, with the success message, says so while it is on its
 * way: the route rules then leave the page alone. The router renders a navigation in a transition,
 * after the status (an external store, rendered at once), so without this the rules would see
 * 'submitted' on /final-steps and go to /completion themselves, without the message, in its place.
 */
let completionUnderway = false;

export function setCompletionUnderway(underway: boolean): void {
  if (completionUnderway === underway) return;
  completionUnderway = underway;
  for (const listener of listeners) listener();
}

const readCompletionUnderway = () => completionUnderway;

export function useCompletionUnderway(): boolean {
  return useSyncExternalStore(subscribe, readCompletionUnderway, readCompletionUnderway);
}

/** Forgets the status set here (a test; the profile is then the only source). */
export function forgetLocalWebStatus(): void {
  localWebStatus = undefined;
  completionUnderway = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readLocal = () => localWebStatus;

/** The later of two statuses: a status only moves forward. */
function laterStatus(left: WebStatus | null, right: WebStatus | null): WebStatus | null {
  if (left === null) return right;
  if (right === null) return left;
  return WEB_STATUSES.indexOf(left) >= WEB_STATUSES.indexOf(right) ? left : right;
}

export function useClientSnapshot(): ClientSnapshot {
  const { hasChangedPage, hasIdentityCookie } = useSessionSnapshot();
  const isServiceUser = useIsServiceUser();
  const { data } = useQuery({ ...profileQueryOptions, enabled: hasIdentityCookie, throwOnError: false });
  const local = useSyncExternalStore(subscribe, readLocal, readLocal);
  const profile = hasIdentityCookie ? data : null;
  if (!profile) {
    return {
      web_status: null,
      last_page: null,
      is_logged_in: false,
      username: undefined,
      is_service_user: isServiceUser,
      num_logins: 0,
      has_changed_page: hasChangedPage,
    };
  }
  const localStatus = local?.username === profile.username ? local.status : null;
  return {
    web_status: laterStatus(webStatusOf(profile), localStatus),
    last_page: profile.last_page,
    is_logged_in: true,
    username: profile.username,
    is_service_user: isServiceUser,
    num_logins: profile.successful_login.length || 1,
    has_changed_page: hasChangedPage,
  };
}
