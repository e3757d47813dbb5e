import type { ComponentType } from 'react';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ScreenPreloadContext, type PreloadScreen } from '../navigation/screen-preload';
import { isServiceUserSearch } from '../session/service-user';
import { SessionWatch } from '../session/session-watch';

/**
 * The root route's loader: a staff link (`?service_token=`) loads the print view before the first
 * render; a student's visit downloads none of it. Loaded here rather than by `lazy()` inside a
 * Suspense boundary, whose reveal React holds back up to 300 ms after its fallback showed: time
 * that every application PDF, printed from this view, would wait.
 */
export async function loadRootLayout({ request }: LoaderFunctionArgs): Promise<{
  PrintView: ComponentType | null;
}> {
  if (!isServiceUserSearch(new URL(request.url).search)) return { PrintView: null };
  return { PrintView: (await import('../form/application-print-view')).ApplicationPrintView };
}

/**
 * Above both layouts: what lasts for the whole visit, whichever screen is showing.
 *
 * A service user (`?service_token=`) gets the print view of the whole application whatever the
 * path, and nothing else: no layout, screen or session watch is mounted, so nothing saves,
 * validates, keeps a session alive or asks /api for anything (docs/decisions.md).
 */
export function RootLayout({ preloadScreen }: { preloadScreen: PreloadScreen }) {
  const { PrintView } = useLoaderData<typeof loadRootLayout>();
  if (PrintView) return <PrintView />;
  return (
    <ScreenPreloadContext value={preloadScreen}>
      <Outlet />
      <SessionWatch />
    </ScreenPreloadContext>
  );
}
