import {
  type ApplicationDefinition,
  type BlockOfType,
  type FormNode,
  type Question,
  type QuestionKind,
} from '@portico/application';

/**
 * One fixture question per kind (STYLE 8): the widget tests render each in every mode and check
 * it with axe. Shaped like the application's own questions.
 */
export const QUESTION_FIXTURES: { [K in QuestionKind]: Extract<Question, { kind: K }> } = {
  text: {
    kind: 'text',
    key: 'first_name',
    label: 'Legal First Name',
    hint: 'As on your passport.',
    required: true,
  },
  textarea: { kind: 'textarea', key: 'conviction_comment', label: 'Tell us what happened.', limit: 20 },
  email: {
    kind: 'email',
    key: 'counselor_email_address',
    label: 'Counselor Email Address',
    invalidMessage: 'Bad',
  },
  phone: { kind: 'phone', key: 'phone_home', label: 'Home Phone', invalidMessage: 'Bad phone' },
  ssn: {
    kind: 'ssn',
    key: 'ssn',
    secret: true,
    label: 'What is your Social Security number?',
    invalidMessage: 'Bad',
  },
  number: { kind: 'number', key: 'hs_gpa', label: 'High School GPA', inputMode: 'decimal', maxLength: 6 },
  dateOfBirth: { kind: 'dateOfBirth', key: 'birth_date', label: 'Date of Birth', autofill: 'bday' },
  select: { kind: 'select', key: 'gpa_scale', label: 'GPA Scale', options: { list: 'gpaScales' } },
  radio: { kind: 'radio', key: 'gender', label: 'Legal Sex', options: { list: 'genders' } },
  conditionalSelect: {
    kind: 'conditionalSelect',
    key: 'state',
    label: 'State/Province',
    category: 'displayAndOptions',
    controllingKey: 'country',
    optionsByValue: { USA: { list: 'usPostalStates' }, CAN: { list: 'canadianProvinces' } },
  },
  checkbox: { kind: 'checkbox', key: 'legal_agree', label: 'I certify that this is accurate.' },
  autocomplete: {
    kind: 'autocomplete',
    key: 'hs_name',
    label: 'Search for Your School',
    category: 'hs_ceeb',
    codeKey: 'hs_ceeb',
    fills: { address_line_1: 'hs_address_line_1', city: 'hs_city', state: 'hs_state', country: 'hs_country' },
    ownEntryHint: 'Enter your school information below.',
  },
  fileUpload: { kind: 'fileUpload', key: 'transcript', label: 'Upload your transcript' },
};

const COUNTRY: Question = {
  kind: 'select',
  key: 'country',
  label: 'Country',
  options: { list: 'countries' },
};

/** The school block's other fields, which the autocomplete fixture fills. */
export const SCHOOL_FIELDS: Question[] = [
  { kind: 'text', key: 'hs_address_line_1', label: 'Street Address' },
  { kind: 'text', key: 'hs_city', label: 'City' },
  { kind: 'select', key: 'hs_country', label: 'School Country', options: { list: 'countries' } },
  {
    kind: 'conditionalSelect',
    key: 'hs_state',
    label: 'School State',
    category: 'displayAndOptions',
    controllingKey: 'hs_country',
    optionsByValue: { USA: { list: 'usPostalStates' }, CAN: { list: 'canadianProvinces' } },
  },
];

/** The nodes that a kind's fixture needs around it (a conditional dropdown needs its country). */
export function nodesForKind(kind: QuestionKind): FormNode[] {
  if (kind === 'conditionalSelect') return [COUNTRY, QUESTION_FIXTURES.conditionalSelect];
  if (kind === 'autocomplete') return [QUESTION_FIXTURES.autocomplete, ...SCHOOL_FIELDS];
  return [QUESTION_FIXTURES[kind]];
}

export const TABS_FIXTURE: BlockOfType<'tabs'> = {
  type: 'tabs',
  id: 'phone_numbers',
  label: 'Where is your phone number?',
  defaultTab: 'us_phone',
  tabs: [
    { id: 'us_phone', label: 'U.S. Phone Numbers', children: [QUESTION_FIXTURES.phone] },
    {
      id: 'international_phone',
      label: 'International Phone Number',
      children: [{ kind: 'text', key: 'phone_international', label: 'International Phone Number' }],
    },
  ],
};

export const ADD_ANOTHER_FIXTURE: BlockOfType<'addAnother'> = {
  type: 'addAnother',
  id: 'prior_colleges',
  maxNumberOfComponents: 3,
  components: [1, 2, 3].map((number) => ({
    label: `College ${number}`,
    children: [
      { kind: 'text', key: number === 1 ? 'college_name' : `college_${number}_name`, label: 'College Name' },
    ],
  })),
};

export const CONDITIONAL_FIXTURE: FormNode[] = [
  {
    kind: 'radio',
    key: 'mailing_addr_same_as_perm_addr',
    label: 'Is your mailing address the same as your permanent address?',
    options: { list: 'yesNo' },
  },
  {
    type: 'conditional',
    id: 'mailing_address_details',
    hideWhen: { key: 'mailing_addr_same_as_perm_addr', op: 'notEquals', target: 'N' },
    children: [{ kind: 'text', key: 'mailing_city', label: 'Mailing City' }],
  },
];

export const CONDITION_GROUP_FIXTURE: FormNode[] = [
  { kind: 'text', key: 'state', label: 'State code' },
  {
    type: 'conditionGroup',
    id: 'state_residency',
    branches: [
      {
        id: 'georgia_residency',
        condition: { key: 'state', op: 'equals', target: 'GA' },
        children: [{ kind: 'text', key: 'georgia_county', label: 'Georgia county' }],
      },
      {
        id: 'alabama_residency',
        condition: { key: 'state', op: 'equals', target: 'AL' },
        children: [{ kind: 'text', key: 'alabama_country', label: 'Alabama county' }],
      },
    ],
  },
];

export const CONFIRM_FIXTURE: BlockOfType<'confirmToContinue'> = {
  type: 'confirmToContinue',
  id: 'gender_identity',
  control: 'button',
  confirmLabel: 'Answer questions about gender identity',
  before: [{ type: 'content', id: 'gender_identity_intro', paragraphs: ['These questions are optional.'] }],
  after: [
    {
      kind: 'select',
      key: 'gender_iden',
      label: 'What is your gender identity?',
      options: { list: 'genderIdentities' },
    },
  ],
};

export const RADIO_DRIVEN_FIXTURE: BlockOfType<'radioDriven'> = {
  type: 'radioDriven',
  id: 'high_school_completion',
  question: {
    kind: 'radio',
    key: 'grad_hs',
    label: 'Have you graduated from high school?',
    options: { list: 'yesNo' },
  },
  branches: [
    { value: 'Y', children: [{ kind: 'text', key: 'hs_name', label: 'High School Name' }] },
    { value: 'N', children: [{ kind: 'text', key: 'ged_month', label: 'GED Month' }] },
  ],
};

export const GROUP_FIXTURES: FormNode[] = [
  {
    type: 'monthYear',
    id: 'high_school_graduation',
    legend: 'When did you graduate?',
    month: { kind: 'select', key: 'grad_month', label: 'Graduation Month', options: { list: 'months' } },
    year: {
      kind: 'select',
      key: 'grad_year',
      label: 'Graduation Year',
      options: { years: { direction: 'past', count: 5 } },
    },
  },
  {
    type: 'smsPhone',
    id: 'mobile_phone',
    phone: { kind: 'phone', key: 'phone_mobile', label: 'Cell Phone', invalidMessage: 'Bad' },
    optIn: { kind: 'checkbox', key: 'optin_sms_ind', label: 'Send me text message updates.' },
  },
  {
    type: 'checkGroup',
    id: 'race',
    legend: 'Which of these describe your race?',
    children: [
      { kind: 'checkbox', key: 'race_asian', label: 'Asian' },
      { kind: 'checkbox', key: 'race_white', label: 'White' },
    ],
  },
  {
    type: 'address',
    id: 'mailing_address_block',
    legend: 'Mailing Address',
    children: [{ kind: 'text', key: 'mailing_city', label: 'City' }],
  },
  { type: 'content', id: 'statement', heading: 'Statement', paragraphs: ['{institution} welcomes you.'] },
];

/** A one-page definition holding the nodes, for the store's visibility rules. */
export function definitionOf(nodes: FormNode[]): ApplicationDefinition {
  return { pages: [{ id: 'about', sections: [{ id: 'fixtures', title: 'Fixtures', children: nodes }] }] };
}
