import type { DefinitionText, DefinitionTextId } from '../definition/definition-text.en';
import type { Option } from '../site-config.schema';
import type { OptionSource } from './option-source.schema';
import { resolveOptions, type OptionContext, type OptionListName } from './option-source';

/** Reference data, listed by English name in every language (docs/decisions.md). */
export const REFERENCE_LISTS: readonly OptionListName[] = [
  'countries',
  'countriesNoUsa',
  'usStates',
  'usPostalStates',
  'canadianProvinces',
  'stateAndProvince',
];

/**
 * The options of a source in the language of a catalogue's words: the coded lists and the months
 * translated, the reference lists as they are. A module apart from `resolveOptions`'s, so that the
 * English first visit does not carry it (a bundler places a module whole; bench/first-visit-js).
 */
export function resolveOptionsIn(
  text: DefinitionText,
  source: OptionSource,
  context: OptionContext,
): Option[] {
  const options = resolveOptions(source, context);
  if (!('list' in source) || REFERENCE_LISTS.includes(source.list)) return options;
  // The labels of these lists are typed as words of the catalogue where they are declared.
  return options.map((option) =>
    option.value === '' ? option : { ...option, label: text(option.label as DefinitionTextId) },
  );
}
