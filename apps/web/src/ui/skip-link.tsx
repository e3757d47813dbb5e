import type { MouseEvent } from 'react';
import './skip-link.css';
import { useCatalogue } from '../i18n/language-store';

export const MAIN_CONTENT_ID = 'main';

/**
 * The first focusable element of every screen (WCAG 2.4.1). It moves focus itself rather than
 * following "#main": a fragment change would add a history entry and a router navigation.
 */
export function SkipLink() {
  const { messages } = useCatalogue();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {messages.skipToContent}
    </a>
  );
}
