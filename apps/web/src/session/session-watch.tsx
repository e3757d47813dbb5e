import { Suspense } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import { useIsServiceUser } from './service-user';
import { useAccount } from './use-account';
import { lazy } from '../ui/lazy';

// Fetched only once someone is logged in: an anonymous first visit downloads none of it.
const InactivityLogout = lazy(async () => ({
  default: (await import('./inactivity-logout')).InactivityLogout,
}));

/**
 * Watches over a logged-in session wherever the user is in the site. Mounted once, above both
 * layouts, so that moving between the form and the account cards does not restart it.
 */
export function SessionWatch() {
  const { isLoggedIn } = useAccount();
  const isServiceUser = useIsServiceUser();
  if (!isLoggedIn || isServiceUser) return null;
  return (
    // A chunk that fails to load must not take the page with it: the server still ends an idle
    // session after 30 minutes.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <InactivityLogout />
      </Suspense>
    </ErrorBoundary>
  );
}
