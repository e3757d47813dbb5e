import type { PageId } from '@portico/application';

/** The status line of a step (step-nav.tsx), which its link is described by and its progress fills. */
export const stepStatusId = (page: PageId) => `step-status-${page}`;
