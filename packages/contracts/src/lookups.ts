import { LIMITS, MESSAGES, ZLookupCategory } from '@portico/application';
import { z } from 'zod';

/** The longest search text: as long as the longest school name a form field takes. */
export const LOOKUP_TEXT_MAX_LENGTH = 100;

/**
 * GET /lookup/find: `text` (with `max_results`) asks for suggestions, `id` for the
 * one record a suggestion stands for. `max_results` above 5 is answered with 5.
 */
export const ZLookupFindQuery = z
  .object({
    category: z.enum(ZLookupCategory.options, { message: MESSAGES.lookupCategoryInvalid }),
    text: z.string().max(LOOKUP_TEXT_MAX_LENGTH, MESSAGES.lookupTextTooLong).optional(),
    id: z.string().min(1).max(1000).optional(),
    // An empty max_results (`&max_results=`) means the default, as an absent one does.
    max_results: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ message: MESSAGES.lookupMaxResultsInvalid })
        .int(MESSAGES.lookupMaxResultsInvalid)
        .min(1, MESSAGES.lookupMaxResultsInvalid)
        .transform((value) => Math.min(value, LIMITS.autocompleteMaxResults))
        .default(LIMITS.autocompleteMaxResults),
    ),
  })
  .refine((query) => (query.text === undefined) !== (query.id === undefined), {
    message: MESSAGES.lookupTextOrId,
    path: ['text'],
  });
export type LookupFindQuery = z.infer<typeof ZLookupFindQuery>;

/** One suggestion: what the list shows and the id to ask for the record. */
export const ZLookupSuggestion = z.object({
  text: z.string(),
  id: z.string(),
  sub_text: z.string(),
});
export type LookupSuggestion = z.infer<typeof ZLookupSuggestion>;

/**
 * A high school (hs_ceeb) or a college (college_ceeb). Field names are the record fields that the
 * form's autocomplete maps to its answer keys (`ZLookupField` of the application package): `name`
 * goes into the search field itself, `ceeb` into the code key, the others into the address fields.
 * The id is the school's code, so it stays valid when the list is imported again.
 */
export const ZSchoolRecord = z.object({
  id: z.string(),
  ceeb: z.string(),
  name: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type SchoolRecord = z.infer<typeof ZSchoolRecord>;

/**
 * An address: `address_line_1` goes into the search field itself. It is empty when the applicant
 * chose a town or ZIP code without a street. No source knows an apartment, so `address_line_2` is
 * never part of it. State is a USPS or Canada Post code and country a product country code (USA).
 */
export const ZAddressRecord = z.object({
  id: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type AddressRecord = z.infer<typeof ZAddressRecord>;

export const ZLookupRecord = z.union([ZSchoolRecord, ZAddressRecord]);
export type LookupRecord = z.infer<typeof ZLookupRecord>;

export const ZLookupSuggestions = z.array(ZLookupSuggestion).max(LIMITS.autocompleteMaxResults);
