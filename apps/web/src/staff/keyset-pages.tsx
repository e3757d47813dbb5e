import { STAFF_MESSAGES } from '@portico/application';
import { useState } from 'react';
import { Button } from '../ui/button';

export type KeysetPages = {
  /** Where the page shown starts: the cursor of the page before, none for the first. */
  after: string | undefined;
  hasPrevious: boolean;
  previous: () => void;
  next: (cursor: string) => void;
};

/**
 * Pages of a keyset list: 'Next' follows the server's cursor, 'Previous' goes back along the
 * cursors followed; new filters start again from the first page.
 */
export function useKeysetPages(filtersKey: string): KeysetPages {
  const [paging, setPaging] = useState<{ for: string; cursors: string[] }>({ for: filtersKey, cursors: [] });
  const cursors = paging.for === filtersKey ? paging.cursors : [];
  return {
    after: cursors.at(-1),
    hasPrevious: cursors.length > 0,
    previous: () => setPaging({ for: filtersKey, cursors: cursors.slice(0, -1) }),
    next: (cursor) => setPaging({ for: filtersKey, cursors: [...cursors, cursor] }),
  };
}

/** 'Previous' and 'Next' under a list, each only when there is such a page. */
export function Pager({ pages, next }: { pages: KeysetPages; next: string | null | undefined }) {
  return (
    <nav className="staff-pager" aria-label={STAFF_MESSAGES.pagesLabel}>
      {pages.hasPrevious && (
        <Button variant="secondary" onClick={pages.previous}>
          {STAFF_MESSAGES.previousPage}
        </Button>
      )}
      {next && (
        <Button variant="secondary" onClick={() => pages.next(next)}>
          {STAFF_MESSAGES.nextPage}
        </Button>
      )}
    </nav>
  );
}
