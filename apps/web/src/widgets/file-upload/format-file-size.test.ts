import { expect, test } from 'vitest';
import { formatFileSize } from './format-file-size';

test('sizes have no decimals, in decimal units', () => {
  expect(formatFileSize(512, 'en-US')).toBe('512 B');
  expect(formatFileSize(1_000, 'en-US')).toBe('1 kB');
  expect(formatFileSize(312_400, 'en-US')).toBe('312 kB');
  expect(formatFileSize(999_600, 'en-US')).toBe('1 MB');
  expect(formatFileSize(1_000_000, 'en-US')).toBe('1 MB');
});
