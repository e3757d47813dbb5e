/**
 * Registration options of the e-mail and code fields: a pasted address or code often brings a
 * space with it, and that space is no part of it.
 */
export const trimmed = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
} as const;

/** The input attributes of every e-mail field: the right keyboard, no autocorrection. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
