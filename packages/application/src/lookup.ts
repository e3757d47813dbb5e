import type { LookupCategory, LookupField } from './lookup.schema';

/**
 * The record field that goes into the autocomplete question's own key, and that takes the typed
 * label when the detailed lookup fails: address_line_1 for an address, else name.
 */
export function mainLookupField(category: LookupCategory): LookupField {
  return category === 'address' ? 'address_line_1' : 'name';
}
