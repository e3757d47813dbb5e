import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when wider than the screen (a tablet): a region named by the
 * table's caption, focusable so that a keyboard user can scroll it (axe scrollable-region-focusable,
 * WCAG 2.1.1).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: a scrollable region
    <div className="staff-table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
