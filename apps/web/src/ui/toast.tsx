import { createContext, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { currentCatalogue } from '../i18n/language-store';
import type { ToastItem } from './toast-region';
import { lazy } from './lazy';
import { useProvided } from './use-provided';

export type ToastApi = {
  /** A polite toast titled Success that closes after 5 seconds. */
  success: (message: string) => void;
  /**
   * An assertive toast titled Error (or `title`) that stays 5 minutes unless closed. `onClose` runs
   * when it goes, however it goes (Close, swipe, Escape, time): the 'reset'.
   */
  error: (message: string, title?: string, options?: { onClose?: () => void }) => void;
  /**
   * Takes away every toast titled `title`: an error that the same action, done again, has
   * outlived. Their `onClose` does not run: the action that succeeded has done what it undoes.
   */
  dismiss: (title: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

// Radix Toast is fetched with the first toast: most visits never show one, and the first screen
// has a JavaScript budget (150 KB gzipped). Once loaded, the region stays, so F8 keeps working.
const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/** The one place toasts live. Screens call `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [regionNeeded, setRegionNeeded] = useState(false);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const add = (kind: ToastItem['kind'], title: string, message: string, onClose?: () => void) => {
      lastId.current += 1;
      const id = lastId.current;
      setRegionNeeded(true);
      setToasts((current) => [...current, { id, kind, title, message, ...(onClose ? { onClose } : {}) }]);
    };
    // The titles in the language shown when the toast is raised: `api` stays one object.
    return {
      success: (message) => add('success', currentCatalogue().messages.successToastTitle, message),
      error: (message, title = currentCatalogue().messages.errorToastTitle, options) =>
        add('error', title, message, options?.onClose),
      dismiss: (title) => setToasts((current) => current.filter((toast) => toast.title !== title)),
    };
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <>
      <ToastContext value={api}>{children}</ToastContext>
      {regionNeeded && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onRemove={remove} />
        </Suspense>
      )}
    </>
  );
}

export function useToast(): ToastApi {
  return useProvided(ToastContext, 'useToast');
}
