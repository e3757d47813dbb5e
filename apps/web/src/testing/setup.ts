import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { chooseLanguage } from '../i18n/language-store';
import { startNewSession } from '../session/session-store';

// findBy* waits up to 30 s rather than 1 s: the form page is large, CI machines are small, and a
// part loaded on demand (the account menu's Log Out, D-WEB-06) is transformed on its first import,
// which took over 10 s with a second copy of the unit tests running beside (issue 29's load test).
// The wait ends as soon as the element is there; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no pointer capture; Radix Toast's swipe handling calls it on every pointer event.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Each test starts in English, whatever the one before chose (the language is the page's).
  await chooseLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Each test starts anonymous: no cookies, no stored inactivity clock, a fresh session snapshot.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1)[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  startNewSession();
});
