import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no pointer capture; Radix Toast's swipe handling calls it on every pointer event.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
