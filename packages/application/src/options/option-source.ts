import type { Option, SiteConfig } from '../site-config.schema';
import {
  CITIZENSHIP_TYPE_OPTIONS,
  COMMUNICATION_PREFERENCE_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_IDENTITY_OPTIONS,
  GENDER_OPTIONS,
  GPA_SCALE_OPTIONS,
  IMMIGRANT_CATEGORY_OPTIONS,
  INSTRUCTION_TYPE_OPTIONS,
  NAME_PREFIX_OPTIONS,
  PHONE_TYPE_OPTIONS,
  PRONOUN_OPTIONS,
  RELATIONSHIP_OPTIONS,
  YES_NO_OPTIONS,
} from './answer-choices';
import { COUNTRY_NO_USA_OPTIONS, COUNTRY_OPTIONS } from './countries';
import { withEmptyFirst } from './empty-option';
import { MONTH_OPTIONS } from './months';
import {
  CANADIAN_PROVINCE_OPTIONS,
  STATE_AND_PROVINCE_OPTIONS,
  US_POSTAL_STATE_OPTIONS,
  US_STATE_OPTIONS,
} from './states-and-provinces';
import { yearListOptions } from './years';
import type { OptionSource } from './option-source.schema';

/** The fixed option lists a question can name (the spec's option kinds and the coded lists). */
export const OPTION_LISTS = {
  countries: COUNTRY_OPTIONS,
  countriesNoUsa: COUNTRY_NO_USA_OPTIONS,
  usStates: US_STATE_OPTIONS,
  usPostalStates: US_POSTAL_STATE_OPTIONS,
  canadianProvinces: CANADIAN_PROVINCE_OPTIONS,
  stateAndProvince: STATE_AND_PROVINCE_OPTIONS,
  months: MONTH_OPTIONS,
  yesNo: YES_NO_OPTIONS,
  citizenshipTypes: CITIZENSHIP_TYPE_OPTIONS,
  immigrantCategories: IMMIGRANT_CATEGORY_OPTIONS,
  genders: GENDER_OPTIONS,
  genderIdentities: GENDER_IDENTITY_OPTIONS,
  pronouns: PRONOUN_OPTIONS,
  ethnicities: ETHNICITY_OPTIONS,
  relationships: RELATIONSHIP_OPTIONS,
  namePrefixes: NAME_PREFIX_OPTIONS,
  educationLevels: EDUCATION_LEVEL_OPTIONS,
  phoneTypes: PHONE_TYPE_OPTIONS,
  communicationPreferences: COMMUNICATION_PREFERENCE_OPTIONS,
  instructionTypes: INSTRUCTION_TYPE_OPTIONS,
  gpaScales: GPA_SCALE_OPTIONS,
} as const satisfies Record<string, readonly Option[]>;

export type OptionListName = keyof typeof OPTION_LISTS;

export interface OptionContext {
  site: Pick<SiteConfig, 'entryTerms' | 'majors'>;
  currentYear: number;
}

/** The options of a source; site lists get the empty '--' entry first like every other list. */
export function resolveOptions(source: OptionSource, context: OptionContext): Option[] {
  if ('list' in source) return [...OPTION_LISTS[source.list]];
  if ('source' in source) return withEmptyFirst(context.site[source.source]);
  if ('years' in source) return yearListOptions(source.years, context.currentYear);
  return [...source.inline];
}

/** The options of a source that needs neither the site configuration nor the date, else undefined. */
export function fixedOptions(source: OptionSource): readonly Option[] | undefined {
  if ('list' in source) return OPTION_LISTS[source.list];
  if ('inline' in source) return source.inline;
  return undefined;
}
