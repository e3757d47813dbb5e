import { expect, test } from 'vitest';
import { formatFileSize } from './format-file-size';

test('sizes have no decimals, in decimal units', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1_000)).toBe('1 kB');
  expect(formatFileSize(312_400)).toBe('312 kB');
  expect(formatFileSize(999_600)).toBe('1 MB');
  expect(formatFileSize(1_000_000)).toBe('1 MB');
});
