import type { ComponentType } from 'react';
import { ScreenPreloadContext } from '../navigation/screen-preload';
import { isServiceUserSearch } from '../session/service-user';
import { SessionWatch } from '../session/session-watch';
import { AppRoutes, preloadAuthScreen } from './routes';

/**
 * Above both layouts: what lasts for the whole visit, whichever screen is showing.
 *
 * A service user (`?service_token=`) gets the print view of the whole application whatever the
 * path, and nothing else: no layout, screen or session watch is mounted, so nothing saves,
 * validates, keeps a session alive or asks /api for anything (docs/decisions.md). The print view's
 * code is loaded before the first render (main.tsx), and only for a service user's visit.
 */
export function RootLayout({ printView: PrintView }: { printView: ComponentType | null }) {
  if (PrintView) return <PrintView />;
  return (
    <ScreenPreloadContext value={preloadAuthScreen}>
      <AppRoutes />
      <SessionWatch />
    </ScreenPreloadContext>
  );
}

/** The print view's code, for a service user's visit (`?service_token=`), else null. */
export async function loadPrintView(search: string): Promise<ComponentType | null> {
  if (!isServiceUserSearch(search)) return null;
  return (await import('../form/application-print-view')).ApplicationPrintView;
}
