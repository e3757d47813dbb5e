/**
 * The languages an applicant may read the application in (issue 32), each named in its own
 * language, as a language switch shows it (USWDS's language selector: 'Español', not 'Spanish').
 * Tiny on purpose: the web app's first visit may import it, while a language's texts load only when
 * it is chosen (English: catalogue.ts; Spanish: `@portico/application/catalogue-es`).
 */
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Each language's own name for itself, for the switch's label and its `lang`. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
};

/** Whether a value (a query parameter, a stored preference) names one of the languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
