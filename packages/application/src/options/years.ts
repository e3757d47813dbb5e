import type { Option } from '../site-config.schema';
import { withEmptyFirst } from './empty-option';
import type { YearListSpec } from './years.schema';

/**
 * A year list: the empty '--' entry, then `count` years from `start` (default: the
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
