import type { PageDefinition } from '../application-definition.schema';
import { MESSAGES } from '../messages';
import { COUNTRY_CANADA, COUNTRY_USA } from '../options/countries';
import { addressBlock, yesNo } from './field-groups';
import { parentSection } from './parent-section';

const USA_OR_CANADA = [COUNTRY_USA, COUNTRY_CANADA];

/** Page 1, About You: personal, contact, addresses, family, citizenship, demographics, military, employer. */
export const ABOUT_PAGE: PageDefinition = {
  id: 'about',
  sections: [
    {
      id: 'personal',
      title: 'Personal Information',
      children: [
        {
          kind: 'text',
          key: 'first_name',
          label: MESSAGES.legalFirstName,
          hint: 'As it appears on your passport, birth certificate or other legal documents.',
          required: true,
          autofill: 'given-name',
        },
        { kind: 'text', key: 'middle_name', label: 'Middle Name', autofill: 'additional-name' },
        {
          kind: 'text',
          key: 'last_name',
          label: MESSAGES.legalLastName,
          required: true,
          autofill: 'family-name',
        },
        {
          kind: 'text',
          key: 'preferred_name',
          label: 'Preferred First Name',
          hint: 'If you go by a name other than your legal first name, tell us what to call you.',
          autofill: 'nickname',
        },
        {
          kind: 'dateOfBirth',
          key: 'birth_date',
          label: 'Date of Birth',
          required: true,
          requiredMessage: MESSAGES.birthDateInvalid,
          autofill: 'bday',
        },
        {
          kind: 'radio',
          key: 'gender',
          label: MESSAGES.legalSex,
          hint: 'The sex shown on your legal documents, such as your birth certificate or passport.',
          options: { list: 'genders' },
          required: true,
        },
        {
          type: 'confirmToContinue',
          id: 'gender_identity',
          control: 'button',
          confirmLabel: 'Answer questions about gender identity',
          before: [
            {
              type: 'content',
              id: 'gender_identity_intro',
              paragraphs: [
                'You may also tell us your gender identity and the pronouns you use, so that we address you correctly. These questions are optional and your answers do not affect admission.',
              ],
            },
          ],
          after: [
            {
              kind: 'select',
              key: 'gender_iden',
              label: 'What is your gender identity?',
              options: { list: 'genderIdentities' },
            },
            {
              kind: 'select',
              key: 'personal_pronoun',
              label: 'What are your pronouns?',
              options: { list: 'pronouns' },
            },
          ],
        },
        yesNo('first_gen_student', "Will you be the first in your family to earn a bachelor's degree?", {
          hint: "Answer Yes if none of your parents or guardians has a bachelor's degree.",
        }),
        yesNo('jsu_attend', 'Have you ever taken classes at {institution}?'),
        {
          kind: 'text',
          key: 'primary_language',
          label: 'What is your primary language?',
          hint: 'The language you speak most often, for example English or Spanish.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Phone Numbers',
      description: 'Give us at least one phone number where we can reach you.',
      children: [
        {
          type: 'tabs',
          id: 'phone_numbers',
          label: 'Where is your phone number?',
          defaultTab: 'us_phone',
          tabs: [
            {
              id: 'us_phone',
              label: 'U.S. Phone Numbers',
              children: [
                {
                  kind: 'phone',
                  key: 'phone_home',
                  label: 'Home Phone',
                  invalidMessage: MESSAGES.phoneHomeInvalid,
                  autofill: 'home tel-national',
                },
                {
                  type: 'smsPhone',
                  id: 'mobile_phone',
                  phone: {
                    kind: 'phone',
                    key: 'phone_mobile',
                    label: 'Cell Phone',
                    invalidMessage: MESSAGES.phoneMobileInvalid,
                    autofill: 'mobile tel-national',
                  },
                  optIn: {
                    kind: 'checkbox',
                    key: 'optin_sms_ind',
                    label: 'Send me text message updates about my application.',
                    hint: 'Message and data rates may apply. Reply STOP at any time to end them.',
                  },
                },
              ],
            },
            {
              id: 'international_phone',
              label: 'International Phone Number',
              children: [
                {
                  kind: 'text',
                  key: 'phone_international',
                  label: 'International Phone Number',
                  hint: 'Include the country code, for example +44 20 7946 0958.',
                  maxLength: 20,
                  inputMode: 'tel',
                  autofill: 'tel',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'permanent_address',
      title: 'Permanent Address',
      description: 'The address of the home where you live.',
      children: [
        addressBlock({
          id: 'permanent_address_block',
          legend: 'Permanent Address',
          rules: { required: true, stateRequiredFor: USA_OR_CANADA, zipRequiredFor: USA_OR_CANADA },
          autofill: true,
        }),
        {
          type: 'conditionGroup',
          id: 'state_residency',
          branches: [
            {
              id: 'georgia_residency',
              condition: { key: 'state', op: 'equals', target: 'GA' },
              children: [
                yesNo(
                  'georgia_county',
                  'Do you live in a Georgia county that qualifies for in-state tuition at {institution}?',
                ),
                {
                  kind: 'checkbox',
                  key: 'certify_address',
                  label: 'I certify that the permanent address above is my legal residence.',
                  showIf: { key: 'georgia_county', op: 'equals', target: 'Y' },
                  required: { key: 'georgia_county', op: 'equals', target: 'Y' },
                },
              ],
            },
            {
              id: 'alabama_residency',
              condition: { key: 'state', op: 'equals', target: 'AL' },
              children: [
                { kind: 'text', key: 'alabama_country', label: 'Which Alabama county do you live in?' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mailing_address',
      title: 'Mailing Address',
      children: [
        yesNo(
          'mailing_addr_same_as_perm_addr',
          'Is your mailing address the same as your permanent address?',
        ),
        {
          type: 'conditional',
          id: 'mailing_address_details',
          hideWhen: { key: 'mailing_addr_same_as_perm_addr', op: 'notEquals', target: 'N' },
          children: [
            addressBlock({
              id: 'mailing_address_block',
              legend: 'Mailing Address',
              prefix: 'mailing',
              rules: {
                required: true,
                stateRequiredFor: USA_OR_CANADA,
                zipRequiredFor: [COUNTRY_USA],
                messagePrefix: 'Mailing Address: ',
              },
              autofill: 'mailing',
            }),
          ],
        },
      ],
    },
    parentSection(1),
    parentSection(2),
    {
      id: 'family_contact',
      title: 'Contacting Your Family',
      children: [
        {
          kind: 'radio',
          key: 'parent_communication_preference',
          label: 'Which of your parents or guardians may we contact about your application?',
          options: { list: 'communicationPreferences' },
        },
        yesNo('is_guardian', 'Is either adult you listed your legal guardian rather than your parent?'),
      ],
    },
    {
      id: 'citizenship_section',
      title: 'Citizenship',
      children: [
        {
          kind: 'radio',
          key: 'citizenship_type',
          label: 'What is your U.S. citizenship status?',
          options: { list: 'citizenshipTypes' },
          required: true,
          requiredMessage: MESSAGES.citizenType,
        },
        yesNo(
          'deferred_action',
          'Do you have Deferred Action for Childhood Arrivals (DACA) or another eligible immigration status, such as refugee, asylee or Temporary Protected Status?',
          {
            showIf: { key: 'citizenship_type', op: 'equals', target: '3' },
            required: { key: 'citizenship_type', op: 'equals', target: '3' },
            refuse: { values: ['N'], message: MESSAGES.internationalApplication },
          },
        ),
        {
          kind: 'conditionalSelect',
          key: 'immigrant_category',
          label: MESSAGES.immigrantCategory,
          category: 'displayOnly',
          controllingKey: 'deferred_action',
          matches: ['Y'],
          options: { list: 'immigrantCategories' },
          required: { key: 'deferred_action', op: 'equals', target: 'Y' },
        },
        {
          kind: 'select',
          key: 'citizenship',
          label: MESSAGES.citizenshipCountry,
          options: { list: 'countriesNoUsa' },
          showIf: { key: 'citizenship_type', op: 'in', target: ['2', '3'] },
          required: {
            any: [
              { key: 'citizenship_type', op: 'equals', target: '2' },
              { key: 'deferred_action', op: 'equals', target: 'Y' },
            ],
          },
        },
        {
          kind: 'ssn',
          key: 'ssn',
          secret: true,
          label: MESSAGES.ssnRequired,
          hint: 'Nine digits, for example 123-45-6789. U.S. citizens and permanent residents must give it.',
          showIf: { key: 'citizenship_type', op: 'answered' },
          required: { key: 'citizenship_type', op: 'in', target: ['1', '2'] },
          invalidMessage: MESSAGES.ssnInvalid,
        },
      ],
    },
    {
      id: 'demographics',
      title: 'Ethnicity and Race',
      description:
        'These questions are optional. The U.S. Department of Education asks colleges to report them, and your answers do not affect admission.',
      children: [
        {
          kind: 'radio',
          key: 'ethnicity',
          label: 'What is your ethnicity?',
          options: { list: 'ethnicities' },
        },
        {
          type: 'checkGroup',
          id: 'race',
          legend: 'Which of these describe your race?',
          hint: 'Choose all that apply.',
          children: [
            { kind: 'checkbox', key: 'race_american_indian', label: 'American Indian or Alaska Native' },
            { kind: 'checkbox', key: 'race_asian', label: 'Asian' },
            { kind: 'checkbox', key: 'race_black', label: 'Black or African American' },
            {
              kind: 'checkbox',
              key: 'race_native_hawaiian',
              label: 'Native Hawaiian or Other Pacific Islander',
            },
            { kind: 'checkbox', key: 'race_white', label: 'White' },
          ],
        },
      ],
    },
    {
      id: 'military',
      title: 'Military Service',
      children: [
        yesNo('selective_service', 'Have you registered with the Selective Service System?', {
          hint: 'Men aged 18 through 25 who live in the United States must register. Answer No if you are not 18 yet.',
          showIf: { key: 'gender', op: 'equals', target: 'M' },
          required: { key: 'gender', op: 'equals', target: 'M' },
        }),
        {
          type: 'checkGroup',
          id: 'military_status',
          legend: 'Which of these apply to you?',
          hint: 'Choose all that apply.',
          children: [
            {
              kind: 'checkbox',
              key: 'veteran_military_benefits',
              label: 'I am a veteran, or I will use military education benefits.',
            },
            {
              kind: 'checkbox',
              key: 'military_tuition_rate',
              label:
                'I may qualify for the military tuition rate (active duty, National Guard or Reserve, or the spouse or dependent of a service member).',
            },
            {
              kind: 'checkbox',
              key: 'military_partnership',
              label: 'I am applying through a military partnership program.',
            },
            {
              kind: 'checkbox',
              key: 'military_not_applicable',
              label: 'None of these apply to me.',
              exclusive: true,
            },
          ],
        },
        {
          kind: 'text',
          key: 'military_partnership_jsu',
          label: 'Which {institution} military partnership program are you applying through?',
          showIf: { key: 'military_partnership', op: 'equals', target: true },
        },
      ],
    },
    {
      id: 'employment',
      title: 'Employment',
      children: [
        yesNo('business_employ', 'Are you currently employed?'),
        {
          kind: 'text',
          key: 'business_org',
          label: 'Who is your employer?',
          showIf: { key: 'business_employ', op: 'equals', target: 'Y' },
        },
      ],
    },
  ],
};
