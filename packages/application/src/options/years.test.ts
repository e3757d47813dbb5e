import { describe, expect, it } from 'vitest';
import { yearListOptions, yearOptions } from './years';

describe('year lists', () => {
  it('start at the current year by default, with the empty entry first, going back', () => {
    expect(yearOptions({ count: 3, direction: 'past' }, 2026)).toEqual([
      { value: '', label: '--' },
      { value: '2026', label: '2026' },
      { value: '2025', label: '2025' },
      { value: '2024', label: '2024' },
    ]);
  });

  it('go forward from a given start', () => {
    expect(
      yearOptions({ start: 2030, count: 2, direction: 'future' }, 2026).map((option) => option.value),
    ).toEqual(['', '2030', '2031']);
  });

  it('start relative to the current year in the definition', () => {
    const years = yearListOptions({ direction: 'past', count: 64, startOffset: 4 }, 2026);
    expect(years).toHaveLength(65);
    expect(years[1]).toEqual({ value: '2030', label: '2030' });
    expect(years.at(-1)).toEqual({ value: '1967', label: '1967' });
  });
});
