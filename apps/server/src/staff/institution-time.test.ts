import { describe, expect, it } from 'vitest';
import { institutionTime } from './institution-time';

describe('times where the institution is, for a spreadsheet and for data (issue 28)', () => {
  const instant = new Date('2027-01-15T19:03:07.250Z');

  it('writes a cell to the minute and ISO 8601 with the day’s offset, summer time included', () => {
    const newYork = institutionTime('America/New_York');
    expect(newYork.cell(instant)).toBe('2027-01-15 14:03');
    expect(newYork.iso(instant)).toBe('2027-01-15T14:03:07-05:00');
    expect(newYork.iso(new Date('2027-07-01T04:30:00Z'))).toBe('2027-07-01T00:30:00-04:00');
  });

  it('gives a zero offset as +00:00, and a day past midnight its own date', () => {
    expect(institutionTime('UTC').iso(instant)).toBe('2027-01-15T19:03:07+00:00');
    const kolkata = institutionTime('Asia/Kolkata');
    expect(kolkata.cell(instant)).toBe('2027-01-16 00:33');
    expect(kolkata.iso(instant)).toBe('2027-01-16T00:33:07+05:30');
  });
});
