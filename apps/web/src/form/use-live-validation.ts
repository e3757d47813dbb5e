import { useEffect } from 'react';
import { useFormSession } from '../session/form-session';

/**
 * While the status is validating, the errors are recomputed on every change and shown (each field
 * its own, the summary all); otherwise none shows. Starts once the answers are loaded.
 */
export function useLiveValidation({ ready, validating }: { ready: boolean; validating: boolean }): void {
  const { validation } = useFormSession();
  useEffect(() => {
    if (!ready) return;
    if (!validating) return validation.clearErrors();
    return validation.startLiveValidation();
  }, [ready, validating, validation]);
}
