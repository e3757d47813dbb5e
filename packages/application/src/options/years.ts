import { z } from 'zod';
import type { Option } from '../site-config';
import { withEmptyFirst } from './empty-option';

/**
 * A year list as the definition declares it: `count` years from a start going into the past or the
 * future. The start is the current year moved by `startOffset` (default 0), so that the definition
 * never needs a yearly edit: a graduation year list can start four years ahead.
 */
export const ZYearListSpec = z.strictObject({
  direction: z.enum(['past', 'future']),
  count: z.number().int().min(1).max(150),
  startOffset: z.number().int().min(-150).max(150).optional(),
});
export type YearListSpec = z.infer<typeof ZYearListSpec>;

/**
 * A year list (spec section 3): the empty '--' entry, then `count` years from `start` (default: the
 * current year) going back (past) or forward (future). Pure: the caller passes the current year.
 */
export function yearOptions(
  list: { start?: number; count: number; direction: 'past' | 'future' },
  currentYear: number,
): Option[] {
  const start = list.start ?? currentYear;
  const step = list.direction === 'past' ? -1 : 1;
  const years = Array.from({ length: list.count }, (_, index) => String(start + index * step));
  return withEmptyFirst(years.map((year) => ({ value: year, label: year })));
}

/** The options of a declared year list, for the current year. */
export function yearListOptions(spec: YearListSpec, currentYear: number): Option[] {
  return yearOptions(
    { start: currentYear + (spec.startOffset ?? 0), count: spec.count, direction: spec.direction },
    currentYear,
  );
}
