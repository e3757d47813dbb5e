import { LIMITS, MESSAGES } from '@portico/application';
import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';

export type ToastApi = {
  /** A polite toast titled Success that closes after 5 seconds. */
  success: (message: string) => void;
  /** An assertive toast titled Error (or `title`) that stays 5 minutes unless closed. */
  error: (message: string, title?: string) => void;
};

type ToastItem = { id: number; kind: 'success' | 'error'; title: string; message: string };

const ToastContext = createContext<ToastApi | null>(null);

/** The one place toasts are rendered (spec sections 8 and 9): swipe right to dismiss, F8 to reach. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const add = (kind: ToastItem['kind'], title: string, message: string) => {
      lastId.current += 1;
      const id = lastId.current;
      setToasts((current) => [...current, { id, kind, title, message }]);
    };
    return {
      success: (message) => add('success', MESSAGES.successToastTitle, message),
      error: (message, title = MESSAGES.errorToastTitle) => add('error', title, message),
    };
  }, []);

  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={LIMITS.toastSwipeThreshold}>
      <ToastContext value={api}>{children}</ToastContext>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          // "foreground" is announced assertively: errors interrupt, successes wait their turn.
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          duration={toast.kind === 'error' ? LIMITS.errorToastMs : LIMITS.successToastMs}
          onOpenChange={(open) => {
            if (!open) remove(toast.id);
          }}
        >
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          <RadixToast.Description className="toast__message">{toast.message}</RadixToast.Description>
          <RadixToast.Close className="toast__close">{MESSAGES.close}</RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className="toast-viewport"
        hotkey={[LIMITS.toastHotkey]}
        label={MESSAGES.toastViewportLabel}
      />
    </RadixToast.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
