import { formatAnswerKey } from './answers';
import { ADDRESS_FIELDS, LIMITS } from './constants';

/** How the tenant data model stores an answer. */
export type FieldType = 'string' | 'boolean';

const strings = (keys: readonly string[]) => keys.map((key) => [key, 'string'] as const);
const booleans = (keys: readonly string[]) => keys.map((key) => [key, 'boolean'] as const);
const prefixed = (prefix: string, fields: readonly string[]) =>
  fields.map((field) => formatAnswerKey(prefix, field));

/** Fields of each parent or guardian, under the prefixes parent and parent_2. */
export const PARENT_FIELDS = [
  'relationship',
  'prefix',
  'first_name',
  'last_name',
  'email_address',
  'phone',
  'phone_type',
  'education',
  'education_other',
  'addr_same_as_stu_perm',
  'alumnus',
  ...ADDRESS_FIELDS,
] as const;

/** Fields of each prior college: college 1 under college, the others college_N. */
export const COLLEGE_FIELDS = [
  'ceeb',
  'attend_from_month',
  'attend_to_month',
  'attend_from_year',
  'attend_to_year',
  'name',
  'address_line_1',
  'country',
  'city',
  'state',
  'zip',
] as const;

/**
 * The tenant data model: every application field and how it is stored, written
 * out from the spec independently of the pages, so that the configuration checker can hold the
 * definition against it. Booleans are the spec's booleans plus two ticked certifications
 * (certify_address, nondiscrimination_statement); every other field is a string.
 */
export const TENANT_FIELDS: Readonly<Record<string, FieldType>> = Object.fromEntries([
  // Personal
  ...strings(['first_name', 'middle_name', 'last_name', 'preferred_name', 'phone_home', 'phone_mobile']),
  ...booleans(['optin_sms_ind']),
  ...strings(['phone_international', 'birth_date', 'gender', 'gender_iden', 'personal_pronoun']),
  ...strings(['first_gen_student', 'jsu_attend', 'primary_language']),
  // Address
  ...strings([...ADDRESS_FIELDS, 'georgia_county', 'alabama_country']),
  ...booleans(['certify_address']),
  // Mailing
  ...strings(['mailing_addr_same_as_perm_addr']),
  ...strings(prefixed('mailing', ADDRESS_FIELDS)),
  // Parents and guardians
  ...strings(prefixed('parent', PARENT_FIELDS)),
  ...strings(prefixed('parent_2', PARENT_FIELDS)),
  ...strings(['parent_communication_preference', 'is_guardian']),
  // Citizenship
  ...strings(['citizenship_type', 'deferred_action', 'immigrant_category', 'citizenship', 'ssn']),
  // Demographics
  ...strings(['ethnicity']),
  ...booleans(['race_american_indian', 'race_asian', 'race_black', 'race_native_hawaiian', 'race_white']),
  // Military
  ...strings(['selective_service']),
  ...booleans([
    'veteran_military_benefits',
    'military_tuition_rate',
    'military_partnership',
    'military_not_applicable',
  ]),
  ...strings(['military_partnership_jsu']),
  // Employer
  ...strings(['business_employ', 'business_org']),
  // Academic
  ...strings(['entry_term', 'applied_major', 'grad_hs']),
  ...strings(prefixed('hs', ['ceeb', 'name', 'address_line_1', 'city', 'state', 'zip', 'country'])),
  ...strings(['ged_earned', 'grad_month', 'grad_year', 'ged_month', 'ged_year', 'instruction_type']),
  ...strings(['counselor_first_name', 'counselor_last_name', 'counselor_email_address']),
  // Prior colleges 1 to 9
  ...Array.from({ length: LIMITS.priorColleges }, (_, index) =>
    strings(prefixed(index === 0 ? 'college' : `college_${index + 1}`, COLLEGE_FIELDS)),
  ).flat(),
  // Test and money
  ...strings(['hs_gpa', 'gpa_scale', 'take_sat_act', 'sat_score_total', 'sat_test_month', 'sat_test_year']),
  ...strings(['act_score_composite', 'act_test_month', 'act_test_year', 'app_fee_waiver', 'waiver_code']),
  ...strings(['finance_fee_waiver']),
  // Final steps
  ...booleans(['nondiscrimination_statement']),
  ...strings(['conviction', 'conviction_month', 'conviction_year', 'conviction_comment']),
  ...strings(['suspended', 'suspended_month', 'suspended_year', 'suspended_comment']),
  ...strings(['assault', 'assault_month', 'assault_year', 'assault_comment']),
  ...strings(['counselor_waiver_request']),
  ...booleans(['legal_agree', 'legal_agree_transcript', 'legal_agree_2', 'legal_agree_3']),
]);

/**
 * Description-only fields ('external_id and email_address are also
 * description-only fields'): read-only values the system writes and the applicant sees or prints,
 * never answers to a question. external_id is the applicant's id in the institution's student
 * system; email_address is the account's e-mail address (the username). The browser may not write them.
 */
export const DESCRIPTION_ONLY_KEYS = ['external_id', 'email_address'] as const;
