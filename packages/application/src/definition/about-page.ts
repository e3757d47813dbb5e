import type { PageDefinition } from '../application-definition.schema';
import { COUNTRY_CANADA, COUNTRY_USA } from '../options/countries';
import type { ApplicationText } from './application-text';
import { addressBlock, yesNo } from './field-groups';
import { parentSection } from './parent-section';

const USA_OR_CANADA = [COUNTRY_USA, COUNTRY_CANADA];

/** Page 1, About You: personal, contact, addresses, family, citizenship, demographics, military, employer. */
export function aboutPage(text: ApplicationText): PageDefinition {
  const words = text.definition.about;
  const { messages } = text;
  return {
    id: 'about',
    sections: [
      {
        id: 'personal',
        title: words.personalTitle,
        children: [
          {
            kind: 'text',
            key: 'first_name',
            label: messages.legalFirstName,
            hint: words.firstNameHint,
            required: true,
            autofill: 'given-name',
          },
          { kind: 'text', key: 'middle_name', label: words.middleName, autofill: 'additional-name' },
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
            label: words.preferredName,
            hint: words.preferredNameHint,
            autofill: 'nickname',
          },
          {
            kind: 'dateOfBirth',
            key: 'birth_date',
            label: words.birthDate,
            required: true,
            requiredMessage: messages.birthDateInvalid,
            autofill: 'bday',
          },
          {
            kind: 'radio',
            key: 'gender',
            label: messages.legalSex,
            hint: words.genderHint,
            options: { list: 'genders' },
            required: true,
          },
          {
            type: 'confirmToContinue',
            id: 'gender_identity',
            control: 'button',
            confirmLabel: words.genderIdentityConfirm,
            before: [
              {
                type: 'content',
                id: 'gender_identity_intro',
                paragraphs: [words.genderIdentityIntro],
              },
            ],
            after: [
              {
                kind: 'select',
                key: 'gender_iden',
                label: words.genderIdentity,
                options: { list: 'genderIdentities' },
              },
              {
                kind: 'select',
                key: 'personal_pronoun',
                label: words.pronouns,
                options: { list: 'pronouns' },
              },
            ],
          },
          yesNo('first_gen_student', words.firstGeneration, { hint: words.firstGenerationHint }),
          yesNo('jsu_attend', words.attendedBefore),
          {
            kind: 'text',
            key: 'primary_language',
            label: words.primaryLanguage,
            hint: words.primaryLanguageHint,
          },
        ],
      },
      {
        id: 'contact',
        title: words.contactTitle,
        description: words.contactDescription,
        children: [
          {
            type: 'tabs',
            id: 'phone_numbers',
            label: words.phoneTabs,
            defaultTab: 'us_phone',
            tabs: [
              {
                id: 'us_phone',
                label: words.usPhoneTab,
                children: [
                  {
                    kind: 'phone',
                    key: 'phone_home',
                    label: words.homePhone,
                    invalidMessage: messages.phoneHomeInvalid,
                    autofill: 'home tel-national',
                  },
                  {
                    type: 'smsPhone',
                    id: 'mobile_phone',
                    phone: {
                      kind: 'phone',
                      key: 'phone_mobile',
                      label: words.cellPhone,
                      invalidMessage: messages.phoneMobileInvalid,
                      autofill: 'mobile tel-national',
                    },
                    optIn: {
                      kind: 'checkbox',
                      key: 'optin_sms_ind',
                      label: words.smsOptIn,
                      hint: words.smsOptInHint,
                    },
                  },
                ],
              },
              {
                id: 'international_phone',
                label: words.internationalPhone,
                children: [
                  {
                    kind: 'text',
                    key: 'phone_international',
                    label: words.internationalPhone,
                    hint: words.internationalPhoneHint,
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
        title: words.permanentAddressTitle,
        description: words.permanentAddressDescription,
        children: [
          addressBlock(text, {
            id: 'permanent_address_block',
            legend: words.permanentAddressTitle,
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
                  yesNo('georgia_county', words.georgiaCounty),
                  {
                    kind: 'checkbox',
                    key: 'certify_address',
                    label: words.certifyAddress,
                    showIf: { key: 'georgia_county', op: 'equals', target: 'Y' },
                    required: { key: 'georgia_county', op: 'equals', target: 'Y' },
                  },
                ],
              },
              {
                id: 'alabama_residency',
                condition: { key: 'state', op: 'equals', target: 'AL' },
                children: [{ kind: 'text', key: 'alabama_country', label: words.alabamaCounty }],
              },
            ],
          },
        ],
      },
      {
        id: 'mailing_address',
        title: words.mailingAddressTitle,
        children: [
          yesNo('mailing_addr_same_as_perm_addr', words.mailingSameAsPermanent),
          {
            type: 'conditional',
            id: 'mailing_address_details',
            hideWhen: { key: 'mailing_addr_same_as_perm_addr', op: 'notEquals', target: 'N' },
            children: [
              addressBlock(text, {
                id: 'mailing_address_block',
                legend: words.mailingAddressTitle,
                prefix: 'mailing',
                rules: {
                  required: true,
                  stateRequiredFor: USA_OR_CANADA,
                  zipRequiredFor: [COUNTRY_USA],
                  messagePrefix: words.mailingMessagePrefix,
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
        title: words.familyContactTitle,
        children: [
          {
            kind: 'radio',
            key: 'parent_communication_preference',
            label: words.parentContact,
            options: { list: 'communicationPreferences' },
          },
          yesNo('is_guardian', words.isGuardian),
        ],
      },
      {
        id: 'citizenship_section',
        title: words.citizenshipTitle,
        children: [
          {
            kind: 'radio',
            key: 'citizenship_type',
            label: words.citizenshipType,
            options: { list: 'citizenshipTypes' },
            required: true,
            requiredMessage: messages.citizenType,
          },
          yesNo('deferred_action', words.deferredAction, {
            showIf: { key: 'citizenship_type', op: 'equals', target: '3' },
            required: { key: 'citizenship_type', op: 'equals', target: '3' },
            refuse: { values: ['N'], message: messages.internationalApplication },
          }),
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
            hint: words.ssnHint,
            showIf: { key: 'citizenship_type', op: 'answered' },
            required: { key: 'citizenship_type', op: 'in', target: ['1', '2'] },
            invalidMessage: messages.ssnInvalid,
          },
        ],
      },
      {
        id: 'demographics',
        title: words.demographicsTitle,
        description: words.demographicsDescription,
        children: [
          {
            kind: 'radio',
            key: 'ethnicity',
            label: words.ethnicity,
            options: { list: 'ethnicities' },
          },
          {
            type: 'checkGroup',
            id: 'race',
            legend: words.race,
            hint: words.chooseAll,
            children: [
              { kind: 'checkbox', key: 'race_american_indian', label: words.raceAmericanIndian },
              { kind: 'checkbox', key: 'race_asian', label: words.raceAsian },
              { kind: 'checkbox', key: 'race_black', label: words.raceBlack },
              {
                kind: 'checkbox',
                key: 'race_native_hawaiian',
                label: words.raceNativeHawaiian,
              },
              { kind: 'checkbox', key: 'race_white', label: words.raceWhite },
            ],
          },
        ],
      },
      {
        id: 'military',
        title: words.militaryTitle,
        children: [
          yesNo('selective_service', words.selectiveService, {
            hint: words.selectiveServiceHint,
            showIf: { key: 'gender', op: 'equals', target: 'M' },
            required: { key: 'gender', op: 'equals', target: 'M' },
          }),
          {
            type: 'checkGroup',
            id: 'military_status',
            legend: words.militaryStatus,
            hint: words.chooseAll,
            children: [
              {
                kind: 'checkbox',
                key: 'veteran_military_benefits',
                label: words.veteran,
              },
              {
                kind: 'checkbox',
                key: 'military_tuition_rate',
                label: words.militaryTuitionRate,
              },
              {
                kind: 'checkbox',
                key: 'military_partnership',
                label: words.militaryPartnership,
              },
              {
                kind: 'checkbox',
                key: 'military_not_applicable',
                label: words.militaryNotApplicable,
                exclusive: true,
              },
            ],
          },
          {
            kind: 'text',
            key: 'military_partnership_jsu',
            label: words.militaryPartnershipProgram,
            showIf: { key: 'military_partnership', op: 'equals', target: true },
          },
        ],
      },
      {
        id: 'employment',
        title: words.employmentTitle,
        children: [
          yesNo('business_employ', words.employed),
          {
            kind: 'text',
            key: 'business_org',
            label: words.employer,
            showIf: { key: 'business_employ', op: 'equals', target: 'Y' },
          },
        ],
      },
    ],
  };
}
