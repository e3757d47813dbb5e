/** Business constants and limits. Durations are in milliseconds. */
export const LIMITS = {
  successToastMs: 5_000,
  errorToastMs: 300_000,
  toastSwipeThreshold: 50,
  toastHotkey: 'F8',
  conversionPollMs: 2_000,
  pdfPollFirstMs: 1_000,
  pdfPollThenMs: 600_000,
  webStatusRetries: 2,
  addAnotherDefault: 1,
  addAnotherMax: 10,
  priorColleges: 9,
  parents: 2,
  minimumAgeYears: 13,
  maximumAgeYears: 100,
  passwordMinLength: 12,
  passwordMaxLength: 128,
  confirmationCodeLength: 6,
  textInputMaxLength: 45,
  textAreaDefaultLimit: 1500,
  textAreaDefaultRows: 6,
  fileMaxBytes: 1_000_000,
  fileNameMaxLength: 32,
  satMin: 400,
  satMax: 1600,
  actMin: 1,
  actMax: 36,
  zipMinLength: 5,
  autocompleteMaxResults: 5,
  autocompleteDebounceMs: 200,
  autocompleteMaxWaitMs: 500,
  popoverSideOffset: 5,
  // The select menu: the suggestions menu opens above the field with less room than
  // its minimum height below it, and Page Down / Page Up move a page. Its maximum height (300) is
  // not a constant here: the menu holds at most 6 rows and is no scroll box (docs/decisions.md).
  selectMenuMinHeight: 140,
  selectMenuPageSize: 5,
} as const;

/**
 * The longest e-mail address (RFC 5321's path limit): the account cards' rule (auth-rules.ts) and
 * the e-mail questions' length. Here rather than beside the rule, so that a form page's first
 * visit, which needs the length, does not carry the password rules (bench/first-visit-js).
 */
export const EMAIL_MAX_LENGTH = 254;

/** The fields of a postal address, in the order the spec lists them (applicant, parent, school). */
export const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'country',
] as const;
