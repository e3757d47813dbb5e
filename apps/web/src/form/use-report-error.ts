import { UnauthorizedError } from '../api/api-error';
import { useRaiseError } from '../ui/use-raise-error';

/** A failed action's error, to the Unexpected Error dialog; unauthorized has gone to /login. */
export function useReportError() {
  const raise = useRaiseError();
  return (error: unknown) => {
    if (!(error instanceof UnauthorizedError)) raise(error);
  };
}
