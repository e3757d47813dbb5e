import { PAGES, STAFF_MESSAGES } from '@portico/application';
import type { WebStatus } from '@portico/contracts';
import { useMemo } from 'react';
import { useSiteConfig } from '../config/site-config-context';

/** Times as the admissions office reads them: in the institution's time zone. */
export function useFormatTime(): (iso: string | null) => string {
  const { institution } = useSiteConfig();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: institution.timeZone,
      }),
    [institution.timeZone],
  );
  return (iso) => (iso ? format.format(new Date(iso)) : '');
}

export function statusLabel(status: WebStatus): string {
  return STAFF_MESSAGES.statuses[status];
}

/** A last page as the applicant saw it named: its step's title rather than its path. */
export function pageLabel(path: string | null): string {
  if (!path) return '';
  return PAGES.find((page) => page.path === path)?.title ?? path;
}
