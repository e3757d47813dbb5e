import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no pointer capture; Radix Toast's swipe handling calls it on every pointer event.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
