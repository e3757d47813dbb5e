import { Suspense, useRef, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { useCatalogue } from '../i18n/language-store';
import { ErrorBoundary } from './error-boundary';
import './dialog-error-boundary.css';
import { lazy } from './lazy';

// Fetched when an error comes: the Radix Dialog stays out of the first screen's JavaScript.
const ErrorDialog = lazy(async () => ({ default: (await import('./error-dialog')).ErrorDialog }));

/**
 * An unexpected error of the save, continue, step and submit actions shows a
 * dialog titled Unexpected Error instead of replacing the whole screen. The action raises it here
 * (useRaiseError); the dialog says the server's message, or the generic one. Closing it renders the
 * children again, focus on their first control, and calls `onReset`.
 */
export function DialogErrorBoundary({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  const { messages } = useCatalogue();
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div className="dialog-error-boundary" ref={frame}>
      <ErrorBoundary
        fallback={(error, reset) => (
          <Suspense fallback={null}>
            <ErrorDialog
              open
              title={messages.unexpectedErrorDialogTitle}
              message={error instanceof ApiError ? error.message : messages.unexpectedError}
              onOpenChange={(open) => {
                if (open) return;
                reset();
                onReset?.();
                requestAnimationFrame(() =>
                  frame.current?.querySelector<HTMLElement>('button, a[href], input, select')?.focus(),
                );
              }}
            />
          </Suspense>
        )}
      >
        {children}
      </ErrorBoundary>
    </div>
  );
}
