import type { PageDefinition } from '../application-definition.schema';
import { COUNTRY_CANADA, COUNTRY_USA } from '../options/countries';
import type { ApplicationText } from './application-text';
import { addressBlock, yesNo } from './field-groups';
import { parentSection } from './parent-section';

const USA_OR_CANADA = [COUNTRY_USA, COUNTRY_CANADA];

/** Page 1, About You: personal, contact, addresses, family, citizenship, demographics, military, employer. */
export function aboutPage(text: ApplicationText): PageDefinition {
  const d = text.definition;
  const { messages } = text;
  return {
    id: 'about',
    sections: [
      {
        id: 'personal',
        title: d('Personal Information'),
        children: [
          {
            kind: 'text',
            key: 'first_name',
            label: messages.legalFirstName,
            hint: d('As it appears on your passport, birth certificate or other legal documents.'),
            required: true,
            autofill: 'given-name',
          },
          { kind: 'text', key: 'middle_name', label: d('Middle Name'), autofill: 'additional-name' },
          {
            kind: 'text',
            key: 'last_name',
            label: messages.legalLastName,
            required: true,
            autofill: 'family-name',
          },
          {
            kind: 'text',
            key: 'preferred_name',
            label: d('Preferred First Name'),
            hint: d('If you go by a name other than your legal first name, tell us what to call you.'),
            autofill: 'nickname',
          },
          {
            kind: 'dateOfBirth',
            key: 'birth_date',
            label: d('Date of Birth'),
            required: true,
            requiredMessage: messages.birthDateInvalid,
            autofill: 'bday',
          },
          {
            kind: 'radio',
            key: 'gender',
            label: messages.legalSex,
            hint: d('The sex shown on your legal documents, such as your birth certificate or passport.'),
            options: { list: 'genders' },
            required: true,
          },
          {
            type: 'confirmToContinue',
            id: 'gender_identity',
            control: 'button',
            confirmLabel: d('Answer questions about gender identity'),
            before: [
              {
                type: 'content',
                id: 'gender_identity_intro',
                paragraphs: [
                  d(
                    'You may also tell us your gender identity and the pronouns you use, so that we address you correctly. These questions are optional and your answers do not affect admission.',
                  ),
                ],
              },
            ],
            after: [
              {
                kind: 'select',
                key: 'gender_iden',
                label: d('What is your gender identity?'),
                options: { list: 'genderIdentities' },
              },
              {
                kind: 'select',
                key: 'personal_pronoun',
                label: d('What are your pronouns?'),
                options: { list: 'pronouns' },
              },
            ],
          },
          yesNo('first_gen_student', d("Will you be the first in your family to earn a bachelor's degree?"), {
            hint: d("Answer Yes if none of your parents or guardians has a bachelor's degree."),
          }),
          yesNo('jsu_attend', d('Have you ever taken classes at {institution}?')),
          {
            kind: 'text',
            key: 'primary_language',
            label: d('What is your primary language?'),
            hint: d('The language you speak most often, for example English or Spanish.'),
          },
        ],
      },
      {
        id: 'contact',
        title: d('Phone Numbers'),
        description: d('Give us at least one phone number where we can reach you.'),
        children: [
          {
            type: 'tabs',
            id: 'phone_numbers',
            label: d('Where is your phone number?'),
            defaultTab: 'us_phone',
            tabs: [
              {
                id: 'us_phone',
                label: d('U.S. Phone Numbers'),
                children: [
                  {
                    kind: 'phone',
                    key: 'phone_home',
                    label: d('Home Phone'),
                    invalidMessage: messages.phoneHomeInvalid,
                    autofill: 'home tel-national',
                  },
                  {
                    type: 'smsPhone',
                    id: 'mobile_phone',
                    phone: {
                      kind: 'phone',
                      key: 'phone_mobile',
                      label: d('Cell Phone'),
                      invalidMessage: messages.phoneMobileInvalid,
                      autofill: 'mobile tel-national',
                    },
                    optIn: {
                      kind: 'checkbox',
                      key: 'optin_sms_ind',
                      label: d('Send me text message updates about my application.'),
                      hint: d('Message and data rates may apply. Reply STOP at any time to end them.'),
                    },
                  },
                ],
              },
              {
                id: 'international_phone',
                label: d('International Phone Number'),
                children: [
                  {
                    kind: 'text',
                    key: 'phone_international',
                    label: d('International Phone Number'),
                    hint: d('Include the country code, for example +44 20 7946 0958.'),
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
        title: d('Permanent Address'),
        description: d('The address of the home where you live.'),
        children: [
          addressBlock(text, {
            id: 'permanent_address_block',
            legend: d('Permanent Address'),
            legendHidden: true,
            rules: {
              required: true,
              stateRequiredFor: USA_OR_CANADA,
              zipRequiredFor: USA_OR_CANADA,
              messages: {
                line1: messages.streetAddressRequired,
                city: messages.cityRequired,
                country: messages.countryRequired,
                state: messages.stateRequired,
              },
            },
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
                    d(
                      'Do you live in a Georgia county that qualifies for in-state tuition at {institution}?',
                    ),
                  ),
                  {
                    kind: 'checkbox',
                    key: 'certify_address',
                    label: d('I certify that the permanent address above is my legal residence.'),
                    showIf: { key: 'georgia_county', op: 'equals', target: 'Y' },
                    required: { key: 'georgia_county', op: 'equals', target: 'Y' },
                    requiredMessage: messages.certifyAddressRequired,
                  },
                ],
              },
              {
                id: 'alabama_residency',
                condition: { key: 'state', op: 'equals', target: 'AL' },
                children: [
                  { kind: 'text', key: 'alabama_country', label: d('Which Alabama county do you live in?') },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'mailing_address',
        title: d('Mailing Address'),
        children: [
          yesNo(
            'mailing_addr_same_as_perm_addr',
            d('Is your mailing address the same as your permanent address?'),
          ),
          {
            type: 'conditional',
            id: 'mailing_address_details',
            hideWhen: { key: 'mailing_addr_same_as_perm_addr', op: 'notEquals', target: 'N' },
            children: [
              addressBlock(text, {
                id: 'mailing_address_block',
                legend: d('Mailing Address'),
                prefix: 'mailing',
                rules: {
                  required: true,
                  stateRequiredFor: USA_OR_CANADA,
                  zipRequiredFor: [COUNTRY_USA],
                  messages: {
                    line1: messages.mailingStreetAddressRequired,
                    city: messages.mailingCityRequired,
                    country: messages.mailingCountryRequired,
                    state: messages.mailingStateRequired,
                  },
                },
                autofill: 'mailing',
              }),
            ],
          },
        ],
      },
      parentSection(text, 1),
      parentSection(text, 2),
      {
        id: 'family_contact',
        title: d('Contacting Your Family'),
        children: [
          {
            kind: 'radio',
            key: 'parent_communication_preference',
            label: d('Which of your parents or guardians may we contact about your application?'),
            options: { list: 'communicationPreferences' },
          },
          yesNo('is_guardian', d('Is either adult you listed your legal guardian rather than your parent?')),
        ],
      },
      {
        id: 'citizenship_section',
        title: d('Citizenship'),
        children: [
          {
            kind: 'radio',
            key: 'citizenship_type',
            label: d('What is your U.S. citizenship status?'),
            options: { list: 'citizenshipTypes' },
            required: true,
            requiredMessage: messages.citizenType,
          },
          yesNo(
            'deferred_action',
            d(
              'Do you have Deferred Action for Childhood Arrivals (DACA) or another eligible immigration status, such as refugee, asylee or Temporary Protected Status?',
            ),
            {
              showIf: { key: 'citizenship_type', op: 'equals', target: '3' },
              required: { key: 'citizenship_type', op: 'equals', target: '3' },
              requiredMessage: messages.deferredActionRequired,
              refuse: {
                values: ['N'],
                message: messages.internationalApplication,
                link: 'internationalApplication',
              },
            },
          ),
          {
            kind: 'conditionalSelect',
            key: 'immigrant_category',
            label: messages.immigrantCategory,
            category: 'displayOnly',
            controllingKey: 'deferred_action',
            matches: ['Y'],
            options: { list: 'immigrantCategories' },
            required: { key: 'deferred_action', op: 'equals', target: 'Y' },
          },
          {
            kind: 'select',
            key: 'citizenship',
            label: messages.citizenshipCountry,
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
            label: messages.ssnRequired,
            hint: d(
              'Nine digits, for example 123-45-6789. U.S. citizens and permanent residents must give it.',
            ),
            showIf: { key: 'citizenship_type', op: 'answered' },
            required: { key: 'citizenship_type', op: 'in', target: ['1', '2'] },
            invalidMessage: messages.ssnInvalid,
          },
        ],
      },
      {
        id: 'demographics',
        title: d('Ethnicity and Race'),
        description: d(
          'These questions are optional. The U.S. Department of Education asks colleges to report them, and your answers do not affect admission.',
        ),
        children: [
          {
            kind: 'radio',
            key: 'ethnicity',
            label: d('What is your ethnicity?'),
            options: { list: 'ethnicities' },
          },
          {
            type: 'checkGroup',
            id: 'race',
            legend: d('Which of these describe your race?'),
            hint: d('Choose all that apply.'),
            children: [
              { kind: 'checkbox', key: 'race_american_indian', label: d('American Indian or Alaska Native') },
              { kind: 'checkbox', key: 'race_asian', label: d('Asian') },
              { kind: 'checkbox', key: 'race_black', label: d('Black or African American') },
              {
                kind: 'checkbox',
                key: 'race_native_hawaiian',
                label: d('Native Hawaiian or Other Pacific Islander'),
              },
              { kind: 'checkbox', key: 'race_white', label: d('White') },
            ],
          },
        ],
      },
      {
        id: 'military',
        title: d('Military Service'),
        children: [
          yesNo('selective_service', d('Have you registered with the Selective Service System?'), {
            hint: d(
              'Men aged 18 through 25 who live in the United States must register. Answer No if you are not 18 yet.',
            ),
            showIf: { key: 'gender', op: 'equals', target: 'M' },
            required: { key: 'gender', op: 'equals', target: 'M' },
            requiredMessage: messages.selectiveServiceRequired,
          }),
          {
            type: 'checkGroup',
            id: 'military_status',
            legend: d('Which of these apply to you?'),
            hint: d('Choose all that apply.'),
            children: [
              {
                kind: 'checkbox',
                key: 'veteran_military_benefits',
                label: d('I am a veteran, or I will use military education benefits.'),
              },
              {
                kind: 'checkbox',
                key: 'military_tuition_rate',
                label: d(
                  'I may qualify for the military tuition rate (active duty, National Guard or Reserve, or the spouse or dependent of a service member).',
                ),
              },
              {
                kind: 'checkbox',
                key: 'military_partnership',
                label: d('I am applying through a military partnership program.'),
              },
              {
                kind: 'checkbox',
                key: 'military_not_applicable',
                label: d('None of these apply to me.'),
                exclusive: true,
              },
            ],
          },
          {
            kind: 'text',
            key: 'military_partnership_jsu',
            label: d('Which {institution} military partnership program are you applying through?'),
            showIf: { key: 'military_partnership', op: 'equals', target: true },
          },
        ],
      },
      {
        id: 'employment',
        title: d('Employment'),
        children: [
          yesNo('business_employ', d('Are you currently employed?')),
          {
            kind: 'text',
            key: 'business_org',
            label: d('Who is your employer?'),
            showIf: { key: 'business_employ', op: 'equals', target: 'Y' },
          },
        ],
      },
    ],
  };
}
