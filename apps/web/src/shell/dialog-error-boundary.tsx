import { MESSAGES } from '@portico/application';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorDialog } from '../ui/error-dialog';

/**
 * Spec section 8: an unexpected error inside the submit and continue dialogs shows a dialog titled
 * Unexpected Error instead of replacing the whole screen. Closing it renders the children again
 * and calls `onReset` (the owner closes its own dialog, say).
 */
export function DialogErrorBoundary({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <ErrorDialog
          open
          title={MESSAGES.unexpectedErrorDialogTitle}
          message={error instanceof ApiError ? error.message : MESSAGES.unexpectedError}
          onOpenChange={(open) => {
            if (open) return;
            reset();
            onReset?.();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
