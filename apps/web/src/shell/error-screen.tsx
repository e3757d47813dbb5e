import { useEffect } from 'react';
import './error-screen.css';
import { useCatalogue } from '../i18n/language-store';

/**
 * The generic error screen. It stands alone, without header or router, because
 * it also renders when the site configuration itself is broken.
 */
export function ErrorScreen() {
  const { messages } = useCatalogue();
  useEffect(() => {
    document.title = messages.errorScreenTitle;
  }, [messages.errorScreenTitle]);
  return (
    <main id="main" className="error-screen" tabIndex={-1}>
      <h1>{messages.errorScreenTitle}</h1>
      <p>{messages.errorScreenBody}</p>
    </main>
  );
}
