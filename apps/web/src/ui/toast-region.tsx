import { LIMITS } from '@portico/application';
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import './toast.css';
import { useCatalogue } from '../i18n/language-store';

/**
 * The toasts sit over the foot of the window. So that they cover nothing that must be pressed (a
 * phone's Save and Submit buttons), the page keeps room at its foot as tall as they are: whatever
 * they cover can be scrolled up above them (issue 14).
 */
function useRoomForToasts() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty('--toast-room', `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-room');
    };
  }, []);
  return viewport;
}

export type ToastItem = {
  id: number;
  kind: 'success' | 'error';
  title: string;
  message: string;
  onClose?: () => void;
};

/**
 * The toasts themselves (Radix Toast): swipe right past 50px to dismiss, F8 to move focus to
 * them, each with a visible Close button. Errors stay 5 minutes, successes 5 seconds.
 */
export function ToastRegion({ toasts, onRemove }: { toasts: ToastItem[]; onRemove: (id: number) => void }) {
  const { messages } = useCatalogue();
  const viewport = useRoomForToasts();
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={LIMITS.toastSwipeThreshold}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          // "foreground" is announced assertively: errors interrupt, successes wait their turn.
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          duration={toast.kind === 'error' ? LIMITS.errorToastMs : LIMITS.successToastMs}
          onOpenChange={(open) => {
            if (open) return;
            toast.onClose?.();
            onRemove(toast.id);
          }}
        >
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          <RadixToast.Description className="toast__message">{toast.message}</RadixToast.Description>
          <RadixToast.Close className="toast__close">{messages.close}</RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        ref={viewport}
        className="toast-viewport"
        hotkey={[LIMITS.toastHotkey]}
        label={messages.toastViewportLabel}
      />
    </RadixToast.Provider>
  );
}
