import { describe, expect, it } from 'vitest';
import { MONTH_OPTIONS } from './months';
import { fixedOptions, OPTION_LISTS, resolveOptions } from './option-source';
import {
  CANADIAN_PROVINCE_OPTIONS,
  STATE_AND_PROVINCE_OPTIONS,
  US_POSTAL_STATE_OPTIONS,
  US_STATE_OPTIONS,
} from './states-and-provinces';

const site = {
  entryTerms: [{ value: '202708', label: 'Fall 2027' }],
  majors: [
    { value: 'BIOL', label: 'Biology' },
    { value: 'NURS', label: 'Nursing' },
  ],
};

describe('option lists', () => {
  it.each(Object.entries(OPTION_LISTS))(
    '%s starts with the empty entry and has unique values',
    (_, options) => {
      expect(options[0]).toEqual({ value: '', label: '--' });
      const values = options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      expect(values.slice(1)).not.toContain('');
    },
  );

  it('has months 1 to 12 with English names', () => {
    expect(MONTH_OPTIONS).toHaveLength(13);
    expect(MONTH_OPTIONS[1]).toEqual({ value: '1', label: 'January' });
    expect(MONTH_OPTIONS[12]).toEqual({ value: '12', label: 'December' });
  });

  it('has the states, territories, armed-forces regions and provinces', () => {
    expect(US_STATE_OPTIONS).toHaveLength(52); // '--', 50 states, DC
    const codes = (options: readonly { value: string }[]) => options.map((option) => option.value);
    expect(codes(US_POSTAL_STATE_OPTIONS)).toEqual(
      expect.arrayContaining(['GA', 'DC', 'PR', 'GU', 'VI', 'AA', 'AE', 'AP']),
    );
    expect(CANADIAN_PROVINCE_OPTIONS).toHaveLength(14); // '--', 10 provinces, 3 territories
    expect(STATE_AND_PROVINCE_OPTIONS).toHaveLength(1 + 51 + 8 + 3 + 13);
    expect(codes(STATE_AND_PROVINCE_OPTIONS)).toEqual(
      expect.arrayContaining(['ON', 'QC', 'YT', 'PR', 'AE', 'AL']),
    );
  });

  it('has the coded values of spec section 9', () => {
    const values = (name: keyof typeof OPTION_LISTS) => OPTION_LISTS[name].map((option) => option.value);
    expect(values('yesNo')).toEqual(['', 'Y', 'N']);
    expect(values('citizenshipTypes')).toEqual(['', '1', '2', '3']);
    expect(values('genders')).toContain('M');
    expect(values('communicationPreferences')).toContain('2');
    expect(values('countries')).toEqual(expect.arrayContaining(['USA', 'CAN']));
  });
});

describe('resolveOptions', () => {
  it('resolves the site lists with the empty entry first', () => {
    expect(resolveOptions({ source: 'majors' }, { site, currentYear: 2026 })).toEqual([
      { value: '', label: '--' },
      ...site.majors,
    ]);
    expect(resolveOptions({ source: 'entryTerms' }, { site, currentYear: 2026 })[1]).toEqual(
      site.entryTerms[0],
    );
  });

  it('resolves fixed lists, year lists and inline options', () => {
    expect(resolveOptions({ list: 'yesNo' }, { site, currentYear: 2026 })).toEqual([...OPTION_LISTS.yesNo]);
    expect(
      resolveOptions({ years: { direction: 'past', count: 2 } }, { site, currentYear: 2026 })[1]?.value,
    ).toBe('2026');
    const inline = [{ value: 'A', label: 'A' }];
    expect(resolveOptions({ inline }, { site, currentYear: 2026 })).toEqual(inline);
    expect(fixedOptions({ source: 'majors' })).toBeUndefined();
  });
});
