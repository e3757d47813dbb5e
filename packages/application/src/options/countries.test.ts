import { describe, expect, it } from 'vitest';
import { COUNTRY_CANADA, COUNTRY_NO_USA_OPTIONS, COUNTRY_OPTIONS, COUNTRY_USA } from './countries';

describe('countries', () => {
  it('start with the empty entry, then United States', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: '', label: '--' });
    expect(COUNTRY_OPTIONS[1]).toEqual({ value: 'USA', label: 'United States' });
    expect(COUNTRY_OPTIONS.filter((option) => option.value === COUNTRY_USA)).toHaveLength(1);
  });

  it('have a variant without the United States', () => {
    expect(COUNTRY_NO_USA_OPTIONS[0]).toEqual({ value: '', label: '--' });
    expect(COUNTRY_NO_USA_OPTIONS.some((option) => option.value === COUNTRY_USA)).toBe(false);
    expect(COUNTRY_NO_USA_OPTIONS).toEqual(COUNTRY_OPTIONS.filter((option) => option.value !== COUNTRY_USA));
  });

  it("use the product's short codes, unique, with the spec's examples", () => {
    const rest = COUNTRY_OPTIONS.slice(1);
    const codes = rest.map((option) => option.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2,3}$/);
    const label = (code: string) => rest.find((option) => option.value === code)?.label;
    expect(label('UK')).toBe('United Kingdom');
    expect(label('GER')).toBe('Germany');
    expect(label(COUNTRY_CANADA)).toBe('Canada');
    expect(label('MEX')).toBe('Mexico');
    expect(rest.length).toBeGreaterThan(200);
  });

  it('list the rest by English name', () => {
    const labels = COUNTRY_NO_USA_OPTIONS.slice(1).map((option) => option.label);
    const sorted = [...labels].sort((left, right) =>
      left.localeCompare(right, 'en', { sensitivity: 'base' }),
    );
    expect(labels).toEqual(sorted);
  });

  it('leave the U.S. territories to the state list', () => {
    expect(COUNTRY_OPTIONS.some((option) => option.label === 'Puerto Rico')).toBe(false);
  });
});
