import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenPreloadContext, type PreloadScreen } from '../navigation/screen-preload';
import { useIsServiceUser } from '../session/service-user';
import { SessionWatch } from '../session/session-watch';
import { FullScreenSpinner } from '../shell/full-screen-spinner';

// Only staff links load it: a student's first visit downloads none of it.
const ApplicationPrintView = lazy(async () => ({
  default: (await import('../form/application-print-view')).ApplicationPrintView,
}));

/**
 * Above both layouts: what lasts for the whole visit, whichever screen is showing.
 *
 * A service user (`?service_token=`) gets the print view of the whole application whatever the
 * path, and nothing else: no layout, screen or session watch is mounted, so nothing saves,
 * validates, keeps a session alive or asks /api for anything (docs/decisions.md).
 */
export function RootLayout({ preloadScreen }: { preloadScreen: PreloadScreen }) {
  const isServiceUser = useIsServiceUser();
  if (isServiceUser) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <ApplicationPrintView />
      </Suspense>
    );
  }
  return (
    <ScreenPreloadContext value={preloadScreen}>
      <Outlet />
      <SessionWatch />
    </ScreenPreloadContext>
  );
}
