import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorScreen } from './error-screen';

/** Outside the router (providers, toasts): the router's own errorElement cannot catch these. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <ErrorScreen />}>{children}</ErrorBoundary>;
}
