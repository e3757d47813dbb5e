import type { Option } from '../site-config.schema';

/** Every option list starts with an empty value shown as '--'. */
export const EMPTY_OPTION: Option = { value: '', label: '--' };

export function withEmptyFirst(options: readonly Option[]): Option[] {
  return [EMPTY_OPTION, ...options];
}

/** The choices a radio list shows: every option but the empty one. */
export function choicesOf(options: readonly Option[]): Option[] {
  return options.filter((option) => option.value !== '');
}

/** The label of a value, for the `{key}_desc` companion and the print view; '' when it is not listed. */
export function optionLabel(options: readonly Option[], value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return options.find((option) => option.value === value)?.label ?? '';
}
