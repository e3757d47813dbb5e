import { Suspense, type ReactNode } from 'react';
import type { WidgetMode } from './widget-props';

/**
 * A part of a page whose code arrives when first shown (React.lazy), kept out of the first visit's
 * JavaScript (an anonymous visitor on About You; bench/first-visit-js). On a form page it has a
 * boundary of its own, so that the page around it stays on screen meanwhile; in print (the print
 * view, the PDF) it has none, so that the print view's boundary holds its ready mark back until
 * the part has rendered.
 */
export function LaterPart({ mode, children }: { mode: WidgetMode; children: ReactNode }) {
  return mode === 'print' ? children : <Suspense fallback={null}>{children}</Suspense>;
}
