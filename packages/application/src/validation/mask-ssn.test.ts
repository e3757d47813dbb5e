import { describe, expect, it } from 'vitest';
import { maskSsn } from './answer-patterns';

describe('maskSsn', () => {
  it('keeps the last four digits of a 3-2-4 number, in its shape', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
  });

  it('shows a value of another shape as it is, never cut into a wrong one', () => {
    expect(maskSsn('123-45')).toBe('123-45');
    expect(maskSsn('123456789')).toBe('123456789');
    expect(maskSsn('')).toBe('');
  });
});
