import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's errorElement: a failed screen chunk, a failed profile load, a render error. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
