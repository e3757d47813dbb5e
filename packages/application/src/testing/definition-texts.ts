import type { DefinitionTextId } from '../definition/definition-text.en';
import { DEFINITION_TRANSLATION_ES } from '../definition/definition-text.es';

/** Every id of the definition's words: the keys of the table that translates every one of them. */
export const DEFINITION_TEXTS = Object.keys(DEFINITION_TRANSLATION_ES) as DefinitionTextId[];

/** Every property of a definition that holds a text an applicant reads (`paragraphs`: a list of them). */
export const TEXT_PROPERTIES = new Set([
  'title',
  'description',
  'label',
  'hint',
  'legend',
  'confirmLabel',
  'paragraphs',
  'requiredMessage',
  'invalidMessage',
  'message',
  'ownEntryHint',
]);

/** Every text an applicant reads in a built definition (or any part of one), in order. */
export function textsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) textsOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'paragraphs' && Array.isArray(value)) found.push(...(value as string[]));
      else if (TEXT_PROPERTIES.has(key) && typeof value === 'string') found.push(value);
      else textsOf(value, found);
    }
  }
  return found;
}
