import type { SiteConfig } from '@portico/application';

/**
 * Today as YYYY-MM-DD where the institution is (its configured time zone, not the server's): the
 * day an office means by 'today' in an export's name or a period's end.
 */
export function institutionToday(siteConfig: SiteConfig, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: siteConfig.institution.timeZone }).format(now);
}
