import { WEB_STATUSES, type Profile, type WebStatus } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../api/get-profile';
import type { AnswersState } from './answers-store';
import { useAnswersSelector } from './form-session';
import { useIsServiceUser } from './service-user';
import { useSessionSnapshot } from './session-store';

/**
 * The client snapshot, put together from where each part lives: the session
 * store (has_changed_page, the identity cookie), the profile (username, last page, logins, the
 * web status reached on the server), the address (service user), and here the one part the page
 * sets ahead of the server: the web status it has just moved to (the form session's store).
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
 * The profile's list holds each status reached; its count of distinct recognised
 * statuses is the status (0 none, 1 started, 2 validating, 3 submitted).
 */
export function webStatusOf(profile: Pick<Profile, 'web_status'> | null | undefined): WebStatus | null {
  if (!profile) return null;
  const reached = new Set(
    profile.web_status.map((entry) => entry.web_status).filter((status) => WEB_STATUSES.includes(status)),
  );
  return reached.size === 0 ? null : (WEB_STATUSES[Math.min(reached.size, WEB_STATUSES.length) - 1] ?? null);
}

const selectLocalWebStatus = (current: AnswersState) => current.localWebStatus;
const selectCompletionUnderway = (current: AnswersState) => current.completionUnderway;

/** A submit on its way to /completion (the store's `completionUnderway`). */
export function useCompletionUnderway(): boolean {
  return useAnswersSelector(selectCompletionUnderway);
}

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
  const local = useAnswersSelector(selectLocalWebStatus);
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
