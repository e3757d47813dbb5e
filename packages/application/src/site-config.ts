import type { DateWindowAlert } from './site-config.schema';

export const FORM_ROUTES = ['/about', '/education', '/final-steps'] as const;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whether the alert's window contains the instant `now`: start inclusive, end exclusive. */
export function isAlertActive(alert: DateWindowAlert | null, now: Date): alert is DateWindowAlert {
  if (!alert) return false;
  const time = now.getTime();
  return Date.parse(alert.start) <= time && time < Date.parse(alert.end);
}
