import { LIMITS } from '../constants';
import { MESSAGES, type Messages } from '../messages';
import { parseIsoDate, type CalendarDate } from './calendar-date';

/** The earliest year the date-of-birth input offers: 100 years ago. */
export function earliestBirthYear(currentYear: number): number {
  return currentYear - LIMITS.maximumAgeYears;
}

/** The same month and day, `years` later (a 29 February stays 29 February, so it compares after the 28th). */
function yearsAfter(date: CalendarDate, years: number): CalendarDate {
  return { ...date, year: date.year + years };
}

function compareDates(left: CalendarDate, right: CalendarDate): number {
  return left.year - right.year || left.month - right.month || left.day - right.day;
}

/**
 * The date-of-birth rules, for today's date: a valid date; not more than 100
 * years ago (the 100th birthday is today at the latest); at least 13 years old (the 13th birthday
 * is today at the latest; someone born on 29 February turns 13 on 1 March in other years).
 */
export function birthDateMessage(
  value: string,
  today: string,
  messages: Messages = MESSAGES,
): string | undefined {
  const now = parseIsoDate(today);
  if (!now) throw new Error(`today must be a date written YYYY-MM-DD, not ${JSON.stringify(today)}`);
  const birth = parseIsoDate(value);
  if (!birth) return messages.birthDateInvalid;
  if (compareDates(yearsAfter(birth, LIMITS.maximumAgeYears), now) < 0) return messages.birthDateUnsupported;
  if (compareDates(yearsAfter(birth, LIMITS.minimumAgeYears), now) > 0) return messages.birthDateTooYoung;
  return undefined;
}
