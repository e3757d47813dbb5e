import { z } from 'zod';
import { ADDRESS_FIELDS } from './constants';

/** Autocomplete categories of `/lookup/find`. */
export const ZLookupCategory = z.enum(['hs_ceeb', 'college_ceeb', 'address']);
export type LookupCategory = z.infer<typeof ZLookupCategory>;
/**
 * The fields of the one record a detailed lookup returns ('an address-or-name record whose fields
 * fill the form fields'). A school has a CEEB code and a name; an address has none.
 */
export const ZLookupField = z.enum(['ceeb', 'name', ...ADDRESS_FIELDS]);
export type LookupField = z.infer<typeof ZLookupField>;
