import type { DEFINITION_TRANSLATION_ES } from './definition-text.es';

/**
 * The words of the application definition (section titles and descriptions, question labels and
 * hints, legends, tab names and paragraphs) and of its answer choices (the coded lists and the months;
 * `resolveOptionsIn`), each a message whose id is its English text: the definition writes
 * `text.definition('City')`, the English application is built with the identity, and another
 * language with its translation of every id.
 *
 * The ids are the keys of the Spanish table (definition-text.es.ts), read here as a type only: a
 * text is written once in English, where the definition asks for it, and once in Spanish beside it
 * there. A text no table translates does not compile, and a text reworded in English fails to
 * compile until it is translated again (D-VAL-16).
 *
 * Why English ids rather than named ones (`about.personalTitle`): the definition is part of the
 * applicant's first visit, and named ids put every name and every lookup into that JavaScript (+1.4 KB
 * gzipped, measured; over the 120 KB budget). English ids cost nothing there: the ids are a type
 * only and never reach the browser, and the Spanish table loads only when chosen. docs/decisions.md.
 *
 * Texts the validator also says (a label that is a required message, the phone and SSN messages)
 * are named messages of `MESSAGES`. `{number}`, `{min}` and `{max}` are filled by the definition;
 * `{institution}`, `{satCode}` and `{actCode}` by the site configuration (text-tokens.ts).
 */
export type DefinitionTextId = keyof typeof DEFINITION_TRANSLATION_ES;

/** A translation of the definition's words: every one of them, none left out. */
export type DefinitionTranslation = Readonly<Record<DefinitionTextId, string>>;

/** The numbers a text names as `{name}` (a college's number, a score's range). */
export type DefinitionTextValues = Readonly<Record<string, number>>;

/** A catalogue's words of the definition: the text of an id, its `{name}` values filled in. */
export type DefinitionText = (id: DefinitionTextId, values?: DefinitionTextValues) => string;

function fill(text: string, values: DefinitionTextValues | undefined): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/** The definition in English: the ids are the English texts. */
export const DEFINITION_TEXT_EN: DefinitionText = (id, values) => fill(id, values);

/** The definition's words in another language, from its translation of every id. */
export function translateDefinition(translation: DefinitionTranslation): DefinitionText {
  return (id, values) => fill(translation[id], values);
}
