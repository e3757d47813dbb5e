/**
 * The names a decision letter's paragraphs may use (site-config.schema.ts, `decisions[].letter`),
 * each filled with the applicant's value when the letter is shown.
 */
export const LETTER_TOKENS = ['first_name', 'last_name', 'institution', 'term', 'reference'] as const;
export type LetterValues = Record<(typeof LETTER_TOKENS)[number], string>;

const LETTER_TOKEN_PATTERN = /\{([a-z_]+)\}/g;

/**
 * The letter's paragraphs with each token filled in. A token the list does not name is left as
 * written, as `fillText` leaves one: a misspelt token shows rather than vanishing.
 */
export function fillLetter(paragraphs: readonly string[], values: LetterValues): string[] {
  return paragraphs.map((paragraph) =>
    paragraph.replace(LETTER_TOKEN_PATTERN, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as keyof LetterValues] : whole,
    ),
  );
}
