import { pageForPath, STAFF_MESSAGES } from '@portico/application';
import type { StaffStatus, WebStatus } from '@portico/contracts';
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

/** Where a file stands for the office (issue 28), in words. */
export function staffStatusLabel(status: StaffStatus): string {
  return STAFF_MESSAGES.staffStatuses[status];
}

/**
 * The page an application was last on, for one still in progress: a submitted file's last page
 * says nothing to the office (issue 28), so it is left blank.
 */
export function lastPageOf(row: { staff_status: StaffStatus; last_page: string | null }): string {
  return row.staff_status === 'in_progress' ? pageLabel(row.last_page) : '';
}

/** A last page as the applicant saw it named: its step's title rather than its path. */
export function pageLabel(path: string | null): string {
  if (!path) return '';
  return pageForPath(path)?.title ?? path;
}

/** A calendar day (YYYY-MM-DD) as the office reads it: Mar 31, 2027. A day has no time zone. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');
const SHARE_FORMAT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
/** A count as the office reads it: 100,000. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
/** `part` of `whole` as a percentage, nothing of nothing. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '' : SHARE_FORMAT.format(part / whole);
}
