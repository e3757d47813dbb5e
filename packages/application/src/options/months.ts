import type { DefinitionTextId } from '../definition/definition-text.en';
import type { Option } from '../site-config.schema';
import { withEmptyFirst } from './empty-option';

/** The months' names, words of the definition catalogue (definition-text.en.ts): each translated. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const satisfies readonly DefinitionTextId[];

/** Months: values '1' to '12' with their English names. */
export const MONTH_OPTIONS: readonly Option[] = withEmptyFirst(
  MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label })),
);
