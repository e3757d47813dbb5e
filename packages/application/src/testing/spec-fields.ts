import type { FieldType } from '../tenant-data-model';

/**
 * Spec section 3 'Application fields', written out here by hand from the spec, on the page that
 * spec section 2 'Page-to-field assignment' gives.
 */
const PARENT_FIELDS =
  'relationship prefix first_name last_name email_address phone phone_type education education_other addr_same_as_stu_perm alumnus address_line_1 address_line_2 city state zip country'.split(
    ' ',
  );
const COLLEGE_FIELDS =
  'ceeb attend_from_month attend_to_month attend_from_year attend_to_year name address_line_1 country city state zip'.split(
    ' ',
  );
const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const ABOUT_KEYS = [
  // Personal
  ...words(`first_name middle_name last_name preferred_name phone_home phone_mobile optin_sms_ind phone_international
    birth_date gender gender_iden personal_pronoun first_gen_student jsu_attend primary_language`),
  // Address
  ...words(
    'address_line_1 address_line_2 city state zip country georgia_county alabama_country certify_address',
  ),
  // Mailing
  ...words(`mailing_addr_same_as_perm_addr mailing_address_line_1 mailing_address_line_2 mailing_city mailing_state
    mailing_zip mailing_country`),
  // Parents
  ...PARENT_FIELDS.map((field) => `parent_${field}`),
  ...PARENT_FIELDS.map((field) => `parent_2_${field}`),
  'parent_communication_preference',
  'is_guardian',
  // Citizenship
  ...words('citizenship_type deferred_action immigrant_category citizenship ssn'),
  // Demographics
  ...words('ethnicity race_american_indian race_asian race_black race_native_hawaiian race_white'),
  // Military
  ...words(`selective_service veteran_military_benefits military_tuition_rate military_partnership
    military_not_applicable military_partnership_jsu`),
  // Employer
  'business_employ',
  'business_org',
];

export const EDUCATION_KEYS = [
  ...words(`entry_term applied_major grad_hs hs_ceeb hs_name hs_address_line_1 hs_city hs_state hs_zip hs_country
    ged_earned grad_month grad_year ged_month ged_year instruction_type counselor_first_name counselor_last_name
    counselor_email_address`),
  ...COLLEGE_FIELDS.map((field) => `college_${field}`),
  ...[2, 3, 4, 5, 6, 7, 8, 9].flatMap((number) =>
    COLLEGE_FIELDS.map((field) => `college_${number}_${field}`),
  ),
  ...words(`hs_gpa gpa_scale take_sat_act sat_score_total sat_test_month sat_test_year act_score_composite
    act_test_month act_test_year app_fee_waiver waiver_code finance_fee_waiver`),
];

export const FINAL_STEPS_KEYS =
  words(`nondiscrimination_statement conviction conviction_month conviction_year conviction_comment
  suspended suspended_month suspended_year suspended_comment assault assault_month assault_year assault_comment
  counselor_waiver_request legal_agree legal_agree_transcript legal_agree_2 legal_agree_3`);

/** The file-upload questions: their keys are document-answer keys, not answer keys. */
export const FILE_UPLOAD_KEYS = {
  education: ['hs_transcript', 'fee_waiver_letter'],
  'final-steps': ['conduct_explanation'],
};

export const BOOLEAN_KEYS =
  words(`optin_sms_ind race_american_indian race_asian race_black race_native_hawaiian race_white
  veteran_military_benefits military_tuition_rate military_partnership military_not_applicable legal_agree
  legal_agree_transcript legal_agree_2 legal_agree_3 certify_address nondiscrimination_statement`);

/**
 * The tenant data model as the spec lists it: every answer key and how it is stored. The
 * application's own model is derived from its definition (`buildDataModel`); the tests hold that
 * against this.
 */
export const SPEC_FIELDS: Readonly<Record<string, FieldType>> = Object.fromEntries(
  [...ABOUT_KEYS, ...EDUCATION_KEYS, ...FINAL_STEPS_KEYS].map((key) => [
    key,
    BOOLEAN_KEYS.includes(key) ? 'boolean' : 'string',
  ]),
);
