import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../api/get-profile';
import { useSessionSnapshot } from './session-store';

export type Account = {
  /** The identity cookie is present and the session's profile has loaded. */
  isLoggedIn: boolean;
  /** The signed-in user's e-mail address. */
  username: string | undefined;
  /** The length of successful_login (default 1); 0 when nobody is logged in. */
  loginCount: number;
  /** The profile's web_status list holds 'submitted'. */
  isSubmitted: boolean;
};

/**
 * Who is using the site, from the identity cookie and the profile (GET /api/profile). Without the
 * cookie nobody is logged in and the profile is not even asked for; nor when not `enabled` (the
 * print view, which has no account). Failures of the profile are the
 * form layout's to show; here they mean "not logged in".
 */
export function useAccount({ enabled = true }: { enabled?: boolean } = {}): Account {
  const { hasIdentityCookie } = useSessionSnapshot();
  const asked = enabled && hasIdentityCookie;
  const { data } = useQuery({ ...profileQueryOptions, enabled: asked, throwOnError: false });
  const profile = asked ? data : null;
  if (!profile) return { isLoggedIn: false, username: undefined, loginCount: 0, isSubmitted: false };
  return {
    isLoggedIn: true,
    username: profile.username,
    loginCount: profile.successful_login.length || 1,
    isSubmitted: profile.web_status.some((entry) => entry.web_status === 'submitted'),
  };
}
