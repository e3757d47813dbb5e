// The one home of React's lazy in the web app (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { lazy as reactLazy } from 'react';

/**
 * Code fetched when first needed, as React's `lazy`, except that a fetch refused because the
 * browser is offline waits for the connection and tries again, rather than throwing. An applicant
 * who loses the connection just after a page loaded keeps the page (the step progress, an error
 * dialog, a dialog's code still on its way show when the connection is back); an error boundary
 * meets only a failure while online. Chromium fetches a module again after a failed dynamic
 * import (tried on Chromium 156, D-WEB-11).
 */
export function whenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (navigator.onLine) throw error;
      return new Promise<void>((resolve) => {
        window.addEventListener('online', () => resolve(), { once: true });
      }).then(attempt);
    });
  return attempt;
}

/** React's `lazy` over `whenOnline`, with its signature: the only way the web app loads code late. */
export const lazy: typeof reactLazy = (load) => reactLazy(whenOnline(load));
