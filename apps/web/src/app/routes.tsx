import {
  CHECK_ANSWERS_ROUTE,
  COMPLETION_ROUTE,
  isAuthRoute,
  PAGES,
  type AuthRoute,
} from '@portico/application';
import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from '../navigation/router';
import { ErrorScreen } from '../shell/error-screen';
import { FullScreenSpinner } from '../shell/full-screen-spinner';
import { ErrorBoundary } from '../ui/error-boundary';
import { RedirectToDefaultRoute } from './redirect-to-default-route';
import { lazy } from '../ui/lazy';

type ScreenModule = Promise<{ default: ComponentType }>;

type LazyScreen = { load: () => ScreenModule; Screen: ComponentType };

function lazyScreen(load: () => ScreenModule): LazyScreen {
  return { load, Screen: lazy(load) };
}

/** Every auth route has a screen: a route added to AUTH_ROUTES without one fails to compile. */
const authScreens: Record<AuthRoute, LazyScreen> = {
  '/signup': lazyScreen(async () => ({ default: (await import('../auth/signup-screen')).SignupScreen })),
  '/confirm': lazyScreen(async () => ({ default: (await import('../auth/confirm-screen')).ConfirmScreen })),
  '/login': lazyScreen(async () => ({ default: (await import('../auth/login-screen')).LoginScreen })),
  '/forgot': lazyScreen(async () => ({ default: (await import('../auth/forgot-screen')).ForgotScreen })),
  '/reset': lazyScreen(async () => ({ default: (await import('../auth/reset-screen')).ResetScreen })),
};

/** Fetches an account screen's code ahead of a navigation, which then finds it loaded. */
export function preloadAuthScreen(path: AuthRoute): void {
  // A failed preload is not an error: the navigation, if it comes, tries again and reports.
  authScreens[path].load().catch(() => undefined);
}

const FormLayout = lazy(async () => ({ default: (await import('../shell/form-layout')).FormLayout }));
const AuthLayout = lazy(async () => ({ default: (await import('../shell/auth-layout')).AuthLayout }));
const FormStepScreen = lazy(async () => ({
  default: (await import('../form/form-step-screen')).FormStepScreen,
}));
// The admissions office's pages (issue 17): one chunk of their own, with their words and routes,
// fetched only when a /staff path is opened.
const StaffArea = lazy(async () => ({ default: (await import('../staff/staff-area')).StaffArea }));
const CheckAnswersScreen = lazy(async () => ({
  default: (await import('../form/check-answers-screen')).CheckAnswersScreen,
}));
const CompletionScreen = lazy(async () => ({
  default: (await import('../form/completion-screen')).CompletionScreen,
}));

/**
 * The routes. Layouts and screens load lazily, and a layout stays mounted while
 * the user moves between its screens. Paths are case-sensitive, so that "/About" is an unknown path
 * like any other and is sent to /about; a trailing slash is allowed. A screen that fails to load or
 * render shows the error screen.
 */
export function AppRoutes() {
  const path = useLocation().pathname.replace(/(.)\/$/, '$1');
  return (
    <ErrorBoundary fallback={() => <ErrorScreen />}>
      <Suspense fallback={<ScreenLoading path={path} />}>
        <Screen path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The spinner while a screen's code loads. An account card's own code is fetched once the spinner
 * is on screen, beside its layout's rather than after it: a round trip less before the card shows,
 * and nothing more for the first paint to wait for (Lighthouse, docs/decisions.md).
 */
function ScreenLoading({ path }: { path: string }) {
  useEffect(() => {
    if (isAuthRoute(path)) preloadAuthScreen(path);
  }, [path]);
  return <FullScreenSpinner />;
}

function Screen({ path }: { path: string }) {
  if (path === '/') return <RedirectToDefaultRoute />;
  if (path === '/staff' || path.startsWith('/staff/')) return <StaffArea />;
  const page = PAGES.find((candidate) => candidate.path === path);
  // The key gives each step its own component state: steps share one component.
  if (page)
    return (
      <FormLayout>
        <FormStepScreen key={page.id} page={page} />
      </FormLayout>
    );
  if (path === CHECK_ANSWERS_ROUTE)
    return (
      <FormLayout>
        <CheckAnswersScreen />
      </FormLayout>
    );
  if (path === COMPLETION_ROUTE)
    return (
      <FormLayout>
        <CompletionScreen />
      </FormLayout>
    );
  if (isAuthRoute(path)) {
    const AuthScreen = authScreens[path].Screen;
    return (
      <AuthLayout>
        <AuthScreen />
      </AuthLayout>
    );
  }
  return <RedirectToDefaultRoute invalid />;
}
