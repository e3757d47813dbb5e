import type { LookupCategory } from '@portico/application';
import type { LookupSuggestion, SchoolRecord } from '@portico/contracts';
import type { lookupSchools } from '../platform/database/schema';

export type SchoolCategory = Exclude<LookupCategory, 'address'>;

export function isSchoolCategory(category: LookupCategory): category is SchoolCategory {
  return category !== 'address';
}

type SchoolRow = Pick<
  typeof lookupSchools.$inferSelect,
  'code' | 'name' | 'addressLine1' | 'city' | 'state' | 'zip' | 'country'
>;

/** The record that fills the school block: the id is the code, stable across imports. */
export function toSchoolRecord(row: SchoolRow): SchoolRecord {
  return {
    id: row.code,
    ceeb: row.code,
    name: row.name,
    address_line_1: row.addressLine1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}

/** 'Lincoln High School' over 'Athens, GA · CEEB 110004': the place and code tell namesakes apart. */
export function toSchoolSuggestion(
  row: Pick<SchoolRow, 'code' | 'name' | 'city' | 'state'>,
): LookupSuggestion {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return { text: row.name, id: row.code, sub_text: [place, `CEEB ${row.code}`].filter(Boolean).join(' · ') };
}
