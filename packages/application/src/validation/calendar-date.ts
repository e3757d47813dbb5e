/*
 * Dates written YYYY-MM-DD, apart from the date-of-birth rules (birth-date.ts): the date-of-birth
 * widget reads them on every form page's first visit, which then need not carry the validator (a
 * bundler places a module whole; bench/first-visit-js).
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, or undefined. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/** The local calendar date of an instant, YYYY-MM-DD: what 'today' is for the applicant. */
export function isoDateOf(instant: Date): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1, 2)}-${pad(instant.getDate(), 2)}`;
}
