import { useQueryClient } from '@tanstack/react-query';
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { getSession } from '../api/get-session';
import { unsavedAnswers } from './answers-store';
import { FormSessionSlotContext } from './form-session-context';
import { InactivityDialog } from './inactivity-dialog';
import { startInactivityTracker, type InactivityPhase, type InactivityTracker } from './inactivity-tracker';
import { useLogOut } from './use-log-out';

/**
 * The inactivity logout of a logged-in user: the warning a minute before, the
 * logout at 15 minutes, and, while the user is active, the server session kept alive.
 */
export function InactivityLogout() {
  const [phase, setPhase] = useState<InactivityPhase>('active');
  const tracker = useRef<InactivityTracker | null>(null);
  const queryClient = useQueryClient();
  const logOut = useLogOut();
  const expiresAt = useCallback(() => tracker.current?.expiresAt() ?? Date.now(), []);
  // Read as the warning opens: fourteen idle minutes after the last change, an autosave has long
  // run, and only one that failed (offline, a server away) leaves anything unsaved.
  const session = use(FormSessionSlotContext)?.session();
  const saved = !session || Object.keys(unsavedAnswers(session.store.getState())).length === 0;

  useEffect(() => {
    const started = startInactivityTracker({
      onPhaseChange: setPhase,
      // Through the query cache, so that a session the server has already ended (401) clears
      // the cache and goes to /login with the session-invalid message like any other call.
      onKeepAlive: () =>
        void queryClient
          .fetchQuery({ queryKey: ['session'], queryFn: getSession, staleTime: 0, gcTime: 0 })
          .catch(() => undefined),
    });
    tracker.current = started;
    return () => started.stop();
  }, [queryClient]);

  useEffect(() => {
    if (phase === 'expired') void logOut('inactivity');
  }, [phase, logOut]);

  return (
    <InactivityDialog
      open={phase === 'warning'}
      saved={saved}
      expiresAt={expiresAt}
      onContinue={() => tracker.current?.continueSession()}
      onLogOut={() => {
        tracker.current?.stop();
        setPhase('expired');
      }}
    />
  );
}
