import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from './router';
import { readSuccessMessage, withoutMessage } from './navigation-state';
import { useToast } from '../ui/toast';

/**
 * A success message that arrives in navigation state shows as a Success toast.
 * The message is then dropped from the history entry, so a reload or Back does not repeat it.
 */
export function useNavigationStateToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const shownFor = useRef<string | null>(null);
  const message = readSuccessMessage(location.state);

  useEffect(() => {
    // StrictMode runs effects twice; one arrival is one toast.
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    toast.success(message);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutMessage(location.state, 'successMessage') },
    );
  }, [message, location, navigate, toast]);
}
