import type { DefinitionTextId } from '../definition/definition-text.en';
import type { Option } from '../site-config.schema';
import { withEmptyFirst } from './empty-option';

/**
 * The small coded lists of the application. Values are stored with the answers, so a value never
 * changes once applicants have used it; labels may be reworded. A label is a word of the definition
 * catalogue (definition-text.en.ts), so that a second language translates it (`resolveOptionsIn`).
 */
const coded: (choices: ReadonlyArray<{ value: string; label: DefinitionTextId }>) => Option[] =
  withEmptyFirst;

/** Yes/No choices use the values Y and N. */
export const YES_NO_OPTIONS: readonly Option[] = coded([
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
]);

/**
 * citizenship_type 1, 2, 3, worded for the citizenship rules: types 1 and 2
 * give a Social Security number, type 2 a country of citizenship, and type 3 goes on only with
 * deferred action or another eligible immigration status (anyone else is sent to the institution's
 * International Application).
 */
export const CITIZENSHIP_TYPE_OPTIONS: readonly Option[] = coded([
  { value: '1', label: 'U.S. Citizen' },
  { value: '2', label: 'U.S. Permanent Resident (green card holder)' },
  { value: '3', label: 'Not a U.S. Citizen or Permanent Resident' },
]);

/** Eligible immigrant categories of a type 3 applicant with deferred action or a similar status. */
export const IMMIGRANT_CATEGORY_OPTIONS: readonly Option[] = coded([
  { value: 'DACA', label: 'Deferred Action for Childhood Arrivals (DACA)' },
  { value: 'TPS', label: 'Temporary Protected Status (TPS)' },
  { value: 'REFUGEE', label: 'Refugee' },
  { value: 'ASYLEE', label: 'Asylee' },
  { value: 'PAROLEE', label: 'Humanitarian parolee' },
  { value: 'TVISA', label: 'T visa holder (survivor of human trafficking)' },
  { value: 'UVISA', label: 'U visa holder (survivor of a crime)' },
  { value: 'OTHER', label: 'Another eligible category' },
]);

/** Legal Sex: the sex on the applicant's legal documents; M drives the selective service question. */
export const GENDER_OPTIONS: readonly Option[] = coded([
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
]);

export const GENDER_IDENTITY_OPTIONS: readonly Option[] = coded([
  { value: 'WOMAN', label: 'Woman' },
  { value: 'MAN', label: 'Man' },
  { value: 'NONBINARY', label: 'Non-binary' },
  { value: 'ANOTHER', label: 'Another gender identity' },
  { value: 'NOT_SAID', label: 'Prefer not to say' },
]);

export const PRONOUN_OPTIONS: readonly Option[] = coded([
  { value: 'SHE', label: 'she/her' },
  { value: 'HE', label: 'he/him' },
  { value: 'THEY', label: 'they/them' },
  { value: 'ANOTHER', label: 'Other pronouns' },
  { value: 'NOT_SAID', label: 'Prefer not to say' },
]);

/** Ethnicity as the U.S. Department of Education asks it, before race. */
export const ETHNICITY_OPTIONS: readonly Option[] = coded([
  { value: 'HISPANIC', label: 'Hispanic or Latino' },
  { value: 'NOT_HISPANIC', label: 'Not Hispanic or Latino' },
]);

export const RELATIONSHIP_OPTIONS: readonly Option[] = coded([
  { value: 'MO', label: 'Mother' },
  { value: 'FA', label: 'Father' },
  { value: 'SM', label: 'Stepmother' },
  { value: 'SF', label: 'Stepfather' },
  { value: 'LG', label: 'Legal guardian' },
  { value: 'GP', label: 'Grandparent' },
  { value: 'OT', label: 'Other relative or adult' },
]);

export const NAME_PREFIX_OPTIONS: readonly Option[] = coded([
  { value: 'MR', label: 'Mr.' },
  { value: 'MS', label: 'Ms.' },
  { value: 'MRS', label: 'Mrs.' },
  { value: 'MX', label: 'Mx.' },
  { value: 'DR', label: 'Dr.' },
]);

/** The value that reveals the '{parent}_education_other' question. */
export const EDUCATION_LEVEL_OTHER = 'OTH';

export const EDUCATION_LEVEL_OPTIONS: readonly Option[] = coded([
  { value: 'LHS', label: 'Did not finish high school' },
  { value: 'HS', label: 'High school diploma or GED' },
  { value: 'SC', label: 'Some college, no degree' },
  { value: 'AS', label: 'Associate degree' },
  { value: 'BA', label: "Bachelor's degree" },
  { value: 'GR', label: "Master's, doctoral or professional degree" },
  { value: 'UNK', label: "I don't know" },
  { value: EDUCATION_LEVEL_OTHER, label: 'Other' },
]);

export const PHONE_TYPE_OPTIONS: readonly Option[] = coded([
  { value: 'C', label: 'Cell' },
  { value: 'H', label: 'Home' },
  { value: 'W', label: 'Work' },
]);

/** parent_communication_preference: 2 means both parents, and makes parent 2's e-mail and phone required. */
export const COMMUNICATION_PREFERENCE_OPTIONS: readonly Option[] = coded([
  { value: '1', label: 'Parent/Guardian 1 only' },
  { value: '2', label: 'Both Parent/Guardian 1 and Parent/Guardian 2' },
  { value: '3', label: 'Neither: contact only me' },
]);

export const INSTRUCTION_TYPE_OPTIONS: readonly Option[] = coded([
  { value: 'PUBLIC', label: 'Public school' },
  { value: 'PRIVATE', label: 'Private school' },
  { value: 'CHARTER', label: 'Charter school' },
  { value: 'HOME', label: 'Home school' },
  { value: 'ONLINE', label: 'Online or virtual school' },
  { value: 'ABROAD', label: 'School outside the United States' },
]);

export const GPA_SCALE_OPTIONS: readonly Option[] = coded([
  { value: '4', label: '4.0' },
  { value: '5', label: '5.0' },
  { value: '6', label: '6.0' },
  { value: '10', label: '10.0' },
  { value: '100', label: '100' },
  { value: 'OTHER', label: 'Other' },
]);
