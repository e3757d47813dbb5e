import { describe, expect, test } from 'vitest';
import {
  applyMaskedEdit,
  caretAfterDigits,
  formatDigits,
  PHONE_MASK,
  SSN_MASK,
  US_COUNTRY_CODE,
} from './input-mask';

describe('formatDigits', () => {
  test.each([
    ['', ''],
    ['2', '(2'],
    ['2025', '(202) 5'],
    ['2025550123', '(202) 555-0123'],
    ['(202) 555-01234567', '(202) 555-0123'],
    ['202.555.0123', '(202) 555-0123'],
  ])('%j in the phone mask is %j', (value, formatted) => {
    expect(formatDigits(value, PHONE_MASK)).toBe(formatted);
  });

  test('the SSN mask is 3-2-4', () => {
    expect(formatDigits('123456789', SSN_MASK)).toBe('123-45-6789');
  });
});

describe('applyMaskedEdit', () => {
  test('typing in the middle keeps the caret after the digit typed', () => {
    // '(202) 555-0123' with '9' typed after '(20'.
    const edit = applyMaskedEdit('(202) 555-0123', '(2092) 555-0123', 4, PHONE_MASK);
    expect(edit).toEqual({ value: '(209) 255-5012', caret: 4 });
  });

  test('Backspace on a literal deletes the digit before it', () => {
    // Caret after ') ' of '(202) 5': the browser deleted the space.
    const edit = applyMaskedEdit('(202) 5', '(202)5', 5, PHONE_MASK, 'deleteContentBackward');
    expect(edit.value).toBe('(205');
  });

  test('Delete on a literal deletes the digit after it', () => {
    const edit = applyMaskedEdit('(202) 555', '(202 555', 4, PHONE_MASK, 'deleteContentForward');
    expect(edit.value).toBe('(202) 55');
  });

  test('the caret goes after the n-th digit', () => {
    expect(caretAfterDigits('(202) 555', 3)).toBe(4);
    expect(caretAfterDigits('(202) 555', 0)).toBe(1);
  });

  // The country code is not the area code (issue 14: '+1 202-555-0123' became '(120) 255-5012').
  test.each([
    '+1 202-555-0123',
    '+12025550123',
    '1 (202) 555-0123',
    '1-202-555-0123',
    '+1 (202) 555 0123',
    '202.555.0123',
    '(202) 555-0123',
  ])('%j pasted into the phone field is (202) 555-0123', (pasted) => {
    const edit = applyMaskedEdit('', pasted, pasted.length, PHONE_MASK, 'insertFromPaste', {
      countryCode: US_COUNTRY_CODE,
    });
    expect(edit).toEqual({ value: '(202) 555-0123', caret: 14 });
  });

  test('a 1 typed first is the country code, and the number typed after it lands whole', () => {
    let value = '';
    for (const key of '+12025550123') {
      value = applyMaskedEdit(value, value + key, value.length + 1, PHONE_MASK, 'insertText', {
        countryCode: US_COUNTRY_CODE,
      }).value;
    }
    expect(value).toBe('(202) 555-0123');
  });
});
