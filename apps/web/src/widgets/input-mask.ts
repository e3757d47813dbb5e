import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

/** '_' in a mask stands for one digit; everything else is written as it is. */
const DIGIT_SLOT = '_';

export const PHONE_MASK = '(___) ___-____';
export const SSN_MASK = '___-__-____';
/** The calling code of the U.S. and the rest of the North American Numbering Plan. */
export const US_COUNTRY_CODE = '1';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The digits of a value written into a mask, as far as there are digits: '2025' in the phone mask
 * is '(202) 5'. Digits beyond the mask's slots are dropped.
 */
export function formatDigits(value: string, mask: string): string {
  const digits = digitsOf(value);
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === DIGIT_SLOT) {
      out += digits[next];
      next += 1;
    } else out += char;
  }
  return out;
}

/** Where the caret goes: just after the n-th digit of the formatted value (before any literal that follows). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) {
    const first = formatted.search(/\d/);
    return first < 0 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

export type MaskedEdit = { value: string; caret: number };

export type MaskOptions = {
  /**
   * A country calling code that may lead what is typed or pasted and is not part of the number:
   * '1' for U.S. phone numbers, whose area codes start with 2 to 9, so a leading 1 is always the
   * country code ('+1 202-555-0123', '1 (202) 555-0123').
   */
  countryCode?: string;
};

/**
 * The masked value after an edit of the raw input. Deleting a literal ('(', ')', ' ', '-') deletes
 * the digit beside it instead, or the mask would put the literal straight back and the key would
 * seem dead.
 */
export function applyMaskedEdit(
  previous: string,
  raw: string,
  caret: number,
  mask: string,
  inputType = '',
  { countryCode }: MaskOptions = {},
): MaskedEdit {
  let digits = digitsOf(raw);
  let before = digitsOf(raw.slice(0, caret)).length;
  if (countryCode && digits.startsWith(countryCode)) {
    digits = digits.slice(countryCode.length);
    before = Math.max(0, before - countryCode.length);
  }
  if (raw.length < previous.length && digits === digitsOf(previous)) {
    if (inputType === 'deleteContentForward') {
      // Delete on a literal: the next digit goes.
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      // Backspace on a literal: the digit before it goes.
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  const value = formatDigits(digits, mask);
  return { value, caret: caretAfterDigits(value, Math.min(before, digitsOf(value).length)) };
}

/**
 * A masked input for digits (phone (999) 999-9999, SSN 999-99-9999): the
 * value reformats as it is typed or pasted, and the caret stays after the digit just typed.
 * Written here rather than taken from a mask library: it is the few lines this needs, where the
 * library cost 5 KB gzipped of the first visit's budget and raced React's controlled value when
 * loaded lazily.
 */
export function useDigitMask(
  mask: string,
  value: string,
  onValue: (value: string) => void,
  options: MaskOptions = {},
) {
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const edit = applyMaskedEdit(
      value,
      input.value,
      input.selectionStart ?? input.value.length,
      mask,
      inputType,
      options,
    );
    pendingCaret.current = edit.caret;
    if (edit.value === value) {
      // No change to the answer (a literal typed, a letter): put the shown value back as it was.
      input.value = value;
      input.setSelectionRange(edit.caret, edit.caret);
      return;
    }
    onValue(edit.value);
  };

  return { ref: element, onChange };
}
