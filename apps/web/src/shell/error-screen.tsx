import { MESSAGES } from '@portico/application';
import { useEffect } from 'react';
import './error-screen.css';

/**
 * The generic error screen. It stands alone, without header or router, because
 * it also renders when the site configuration itself is broken.
 */
export function ErrorScreen() {
  useEffect(() => {
    document.title = MESSAGES.errorScreenTitle;
  }, []);
  return (
    <main id="main" className="error-screen" tabIndex={-1}>
      <h1>{MESSAGES.errorScreenTitle}</h1>
      <p>{MESSAGES.errorScreenBody}</p>
    </main>
  );
}
