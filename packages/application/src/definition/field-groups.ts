import { formatAnswerKey } from '../answers';
import type { BlockOfType } from '../block';
import type { Condition } from '../condition.schema';
import { COUNTRY_CANADA, COUNTRY_USA } from '../options/countries';
import type { YearListSpec } from '../options/years.schema';
import type { ConditionalSelectQuestion, RadioQuestion } from '../question.schema';
import type { ApplicationText } from './application-text';

/**
 * Builders for the field groups the application repeats (addresses, school searches, month and
 * year pairs). They return plain definition data; nothing else about a question is hidden in them.
 */

type RadioExtras = Omit<RadioQuestion, 'kind' | 'key' | 'label' | 'options'>;

/** A Yes/No radio question: values Y and N. */
export function yesNo(key: string, label: string, extras: RadioExtras = {}): RadioQuestion {
  return { kind: 'radio', key, label, options: { list: 'yesNo' }, ...extras };
}

const inCountries = (key: string, countries: string[]): Condition =>
  countries.length === 1
    ? { key, op: 'equals', target: countries[0] as string }
    : { key, op: 'in', target: countries };

/** The state/province dropdown of an address: U.S. states for USA, provinces for CAN, else hidden. */
function stateQuestion(
  text: ApplicationText,
  key: string,
  countryKey: string,
  rules: { required?: Condition; requiredMessage?: string } = {},
): ConditionalSelectQuestion {
  return {
    kind: 'conditionalSelect',
    key,
    label: text.definition('State/Province'),
    category: 'displayAndOptions',
    controllingKey: countryKey,
    optionsByValue: {
      [COUNTRY_USA]: { list: 'usPostalStates' },
      [COUNTRY_CANADA]: { list: 'canadianProvinces' },
    },
    ...rules,
  };
}

export interface AddressRules {
  /** Line 1, city and country are required. */
  required: boolean;
  /** Countries whose addresses need a state. */
  stateRequiredFor: string[];
  /** Countries whose addresses need a ZIP/postal code of at least 5 characters. */
  zipRequiredFor: string[];
  /** What each required field says when empty (each address block its own, so the summary tells them apart). */
  messages?: { line1: string; city: string; country: string; state: string };
}

const NO_ADDRESS_RULES: AddressRules = { required: false, stateRequiredFor: [], zipRequiredFor: [] };

/**
 * The address block: line 1 with address autocomplete, 'Apt. #', city, country,
 * state/province and ZIP/postal code. Country comes before the state because the state's list
 * depends on it. `autofill` marks the applicant's own address for the browser (WCAG 1.3.5).
 */
export function addressBlock(
  text: ApplicationText,
  options: {
    id: string;
    legend: string;
    /** The heading just above says the same: the legend is for screen readers only. */
    legendHidden?: true;
    prefix?: string;
    rules?: AddressRules;
    /** The applicant's own address: true, or the autofill section name of a second own address. */
    autofill?: true | string;
  },
): BlockOfType<'address'> {
  const { id, legend, prefix, autofill } = options;
  const d = text.definition;
  const rules = options.rules ?? NO_ADDRESS_RULES;
  const key = (field: string) => formatAnswerKey(prefix, field);
  const required = (message: string | undefined) =>
    rules.required ? { required: true as const, ...(message ? { requiredMessage: message } : {}) } : {};
  const fill = (token: string) =>
    autofill === undefined ? {} : { autofill: autofill === true ? token : `section-${autofill} ${token}` };
  const countryKey = key('country');
  const zipRules =
    rules.zipRequiredFor.length > 0
      ? {
          required: inCountries(countryKey, rules.zipRequiredFor),
          requiredMessage: text.messages.zipMinLength,
          minLength: {
            length: 5,
            message: text.messages.zipMinLength,
            when: inCountries(countryKey, rules.zipRequiredFor),
          },
        }
      : {};
  const stateRules =
    rules.stateRequiredFor.length > 0
      ? {
          required: inCountries(countryKey, rules.stateRequiredFor),
          ...(rules.messages ? { requiredMessage: rules.messages.state } : {}),
        }
      : {};
  return {
    type: 'address',
    id,
    legend,
    ...(options.legendHidden ? { legendHidden: true as const } : {}),
    ...(prefix ? { prefix } : {}),
    children: [
      {
        kind: 'autocomplete',
        key: key('address_line_1'),
        label: d('Street Address'),
        hint: d('Start typing, then choose the address from the list, or type it in full.'),
        category: 'address',
        fills: {
          address_line_2: key('address_line_2'),
          city: key('city'),
          state: key('state'),
          zip: key('zip'),
          country: countryKey,
        },
        ...required(rules.messages?.line1),
        ...fill('address-line1'),
      },
      {
        kind: 'text',
        key: key('address_line_2'),
        label: text.messages.addressLine2Label,
        ...fill('address-line2'),
      },
      {
        kind: 'text',
        key: key('city'),
        label: d('City'),
        ...required(rules.messages?.city),
        ...fill('address-level2'),
      },
      {
        kind: 'select',
        key: countryKey,
        label: d('Country'),
        options: { list: 'countries' },
        ...required(rules.messages?.country),
      },
      stateQuestion(text, key('state'), countryKey, stateRules),
      {
        kind: 'text',
        key: key('zip'),
        label: d('ZIP/Postal Code'),
        maxLength: 10,
        ...zipRules,
        ...fill('postal-code'),
      },
    ],
  };
}

/**
 * The school search block: 'Search for Your School' against the CEEB lookup,
 * then the school's address, city, country, state and zip, which the lookup fills and the applicant
 * may type when the school is not found ('Enter your school information below.').
 */
export function schoolSearchBlock(
  text: ApplicationText,
  options: {
    id: string;
    legend: string;
    /** The heading just above says the same: the legend is for screen readers only. */
    legendHidden?: true;
    prefix: string;
    category: 'hs_ceeb' | 'college_ceeb';
    /** The name is required, and says this when it is missing. */
    nameRequiredMessage?: string;
  },
): BlockOfType<'schoolSearch'> {
  const { id, legend, prefix, category } = options;
  const d = text.definition;
  const key = (field: string) => formatAnswerKey(prefix, field);
  const countryKey = key('country');
  return {
    type: 'schoolSearch',
    id,
    legend,
    ...(options.legendHidden ? { legendHidden: true as const } : {}),
    prefix,
    children: [
      {
        kind: 'autocomplete',
        key: key('name'),
        label: text.messages.schoolSearchLabel,
        hint: d(
          'Type the name of the school, then choose it from the list. If it is not listed, type its full name.',
        ),
        category,
        codeKey: key('ceeb'),
        fills: {
          address_line_1: key('address_line_1'),
          city: key('city'),
          state: key('state'),
          zip: key('zip'),
          country: countryKey,
        },
        // School names run longer than the 45 characters of other text inputs.
        maxLength: 100,
        ownEntryHint: text.messages.schoolSearchOwnEntryHint,
        ...(options.nameRequiredMessage
          ? { required: true as const, requiredMessage: options.nameRequiredMessage }
          : {}),
      },
      { kind: 'text', key: key('address_line_1'), label: d('Street Address') },
      { kind: 'text', key: key('city'), label: d('City') },
      { kind: 'select', key: countryKey, label: d('Country'), options: { list: 'countries' } },
      stateQuestion(text, key('state'), countryKey),
      { kind: 'text', key: key('zip'), label: d('ZIP/Postal Code'), maxLength: 10 },
    ],
  };
}

/** When a month or a year is required, and what it says when it is missing. */
interface RequiredWith {
  when: true | Condition;
  message: string;
}

/** A month and year pair: two side-by-side dropdowns under one legend. */
export function monthYearBlock(options: {
  id: string;
  legend: string;
  hint?: string;
  monthKey: string;
  yearKey: string;
  monthLabel: string;
  yearLabel: string;
  years: YearListSpec;
  monthRequired?: RequiredWith;
  yearRequired?: RequiredWith;
}): BlockOfType<'monthYear'> {
  return {
    type: 'monthYear',
    id: options.id,
    legend: options.legend,
    ...(options.hint ? { hint: options.hint } : {}),
    month: {
      kind: 'select',
      key: options.monthKey,
      label: options.monthLabel,
      options: { list: 'months' },
      ...(options.monthRequired
        ? { required: options.monthRequired.when, requiredMessage: options.monthRequired.message }
        : {}),
    },
    year: {
      kind: 'select',
      key: options.yearKey,
      label: options.yearLabel,
      options: { years: options.years },
      ...(options.yearRequired
        ? { required: options.yearRequired.when, requiredMessage: options.yearRequired.message }
        : {}),
    },
  };
}
