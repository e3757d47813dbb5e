import { AUTH_ROUTES, COMPLETION_ROUTE, PAGES, type AuthRoute } from '@portico/application';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../shell/full-screen-spinner';
import { RouteErrorScreen } from '../shell/route-error-screen';
import { RedirectToDefaultRoute } from './redirect-to-default-route';
import { loadRootLayout, RootLayout } from './root-layout';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Every auth route has a screen: a route added to AUTH_ROUTES without one fails to compile. */
const authScreens: Record<AuthRoute, LazyScreen> = {
  '/signup': async () => ({ Component: (await import('../auth/signup-screen')).SignupScreen }),
  '/confirm': async () => ({ Component: (await import('../auth/confirm-screen')).ConfirmScreen }),
  '/login': async () => ({ Component: (await import('../auth/login-screen')).LoginScreen }),
  '/forgot': async () => ({ Component: (await import('../auth/forgot-screen')).ForgotScreen }),
  '/reset': async () => ({ Component: (await import('../auth/reset-screen')).ResetScreen }),
};

/** Fetches an account screen's code ahead of a navigation; the router's own lazy() then finds it loaded. */
function preloadAuthScreen(path: AuthRoute): void {
  // A failed preload is not an error: the navigation, if it comes, tries again and reports.
  authScreens[path]().catch(() => undefined);
}

/**
 * The routes of spec section 2. Layouts and screens load lazily; react-router fetches a layout's
 * chunk and its screen's chunk in parallel. Paths are case-sensitive, so that "/About" is an
 * unknown path like any other and is sent to /about.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout preloadScreen={preloadAuthScreen} />,
    loader: loadRootLayout,
    // Whether the visit is a service user's is settled on entry: a staff link has no navigation.
    shouldRevalidate: () => false,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      { index: true, element: <RedirectToDefaultRoute /> },
      {
        lazy: async () => ({ Component: (await import('../shell/form-layout')).FormLayout }),
        children: [
          ...PAGES.map((page): RouteObject => ({
            path: page.path,
            caseSensitive: true,
            lazy: async () => {
              const { FormStepScreen } = await import('../form/form-step-screen');
              // The key gives each step its own component state: steps share one component.
              return { element: <FormStepScreen key={page.id} page={page} /> };
            },
          })),
          {
            path: COMPLETION_ROUTE,
            caseSensitive: true,
            lazy: async () => ({ Component: (await import('../form/completion-screen')).CompletionScreen }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('../shell/auth-layout')).AuthLayout }),
        children: AUTH_ROUTES.map((path): RouteObject => ({
          path,
          caseSensitive: true,
          lazy: authScreens[path],
        })),
      },
      { path: '*', element: <RedirectToDefaultRoute invalid /> },
    ],
  },
];
