import { Outlet } from 'react-router';
import { ScreenPreloadContext, type PreloadScreen } from '../navigation/screen-preload';
import { SessionWatch } from '../session/session-watch';

/** Above both layouts: what lasts for the whole visit, whichever screen is showing. */
export function RootLayout({ preloadScreen }: { preloadScreen: PreloadScreen }) {
  return (
    <ScreenPreloadContext value={preloadScreen}>
      <Outlet />
      <SessionWatch />
    </ScreenPreloadContext>
  );
}
