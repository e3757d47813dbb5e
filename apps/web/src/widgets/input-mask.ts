import { useCallback, useEffect, useRef } from 'react';

/** '_' in a mask stands for one digit; everything else is written as it is. */
const DIGIT_SLOT = '_';

export const PHONE_MASK = '(___) ___-____';
export const SSN_MASK = '___-__-____';

/**
 * The digits of a value written into a mask, as far as there are digits: '2025' in the phone mask
 * is '(202) 5'. What the input shows until the mask library has loaded, and how a value that
 * arrives unformatted (a prefill) is shown.
 */
export function formatDigits(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
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

type MaskInstance = { register(element: HTMLInputElement): void; unregister(element: HTMLInputElement): void };

/**
 * @react-input/mask, fetched when the input is first focused or pointed at rather than with the
 * page: the first visit to /about has a JavaScript budget (bench/first-visit-js.mjs), and most
 * visitors reach the phone fields long after it has loaded. Until then `formatDigits` keeps the
 * value in shape; the library adds what it does better (the caret kept in place on edits inside
 * the number).
 */
export function useInputMask(mask: string) {
  const element = useRef<HTMLInputElement | null>(null);
  const registered = useRef<{ mask: MaskInstance; element: HTMLInputElement } | null>(null);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('@react-input/mask')
      .then(({ Mask }) => {
        const target = element.current;
        if (!target) return;
        const created = new Mask({ mask, replacement: { [DIGIT_SLOT]: /\d/ } });
        created.register(target);
        registered.current = { mask: created, element: target };
      })
      .catch(() => {
        // Without the library the input still formats as it changes (formatDigits).
        requested.current = false;
      });
  }, [mask]);

  useEffect(
    () => () => {
      registered.current?.mask.unregister(registered.current.element);
    },
    [],
  );

  return { ref: element, onFocus: load, onPointerEnter: load };
}
