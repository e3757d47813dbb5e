/*
 * The shapes of a phone number and an SSN, apart from the validator's rules (question-rules.ts):
 * the SSN widget masks an answer on every form page's first visit, which then need not carry the
 * validator (a bundler places a module whole; bench/first-visit-js).
 */

/** The default phone pattern: (nnn) nnn-nnnn with an area code starting 2 to 9. */
export const US_PHONE_PATTERN = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;

/** nnn-nn-nnnn. */
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

/**
 * An SSN shown to anyone but staff: its last four digits, in the 3-2-4 shape. A value not in that
 * shape (stored before the rule, say) is shown as it is rather than cut into a wrong shape.
 */
export function maskSsn(value: string): string {
  return SSN_PATTERN.test(value) ? `***-**-${value.slice(-4)}` : value;
}
