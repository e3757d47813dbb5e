import { LIMITS, MESSAGES } from '@portico/application';
import * as RadixToast from '@radix-ui/react-toast';
import './toast.css';

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
