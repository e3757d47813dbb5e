import { COMPLETE_ANSWERS } from '../testing/complete-answers';
import { describe, expect, it } from 'vitest';
import type { Answers, FormState } from '../answers.schema';
import { formatMessage, MESSAGES } from '../messages';
import { validateApplication } from './validate-application';

const TODAY = '2026-06-01';

/** A complete application with nothing to fix; each case below changes a few answers. */
const COMPLETE: Answers = COMPLETE_ANSWERS;

function errorsWith(changes: Answers, extra: Omit<FormState, 'answers'> = {}, today = TODAY) {
  return validateApplication('all', { answers: { ...COMPLETE, ...changes }, ...extra }, { today });
}

describe('validateApplication', () => {
  it('finds nothing to fix in a complete application', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('lists what an empty application misses, keyed by question, in page order', () => {
    const errors = validateApplication('all', { answers: {} }, { today: TODAY });
    expect(Object.keys(errors)).toEqual([
      'first_name',
      'last_name',
      'birth_date',
      'gender',
      'phone_home',
      'address_line_1',
      'city',
      'country',
      'citizenship_type',
      'entry_term',
      'applied_major',
      'grad_hs',
      'conviction',
      'suspended',
      'assault',
      'counselor_waiver_request',
      'legal_agree',
      'legal_agree_transcript',
      'legal_agree_2',
      'legal_agree_3',
    ]);
  });

  it('validates one page at a time', () => {
    const errors = validateApplication('education', { answers: {} }, { today: TODAY });
    expect(errors).toEqual({
      entry_term: [MESSAGES.entryTerm],
      applied_major: [MESSAGES.appliedMajor],
      grad_hs: [MESSAGES.gradHsRequired],
    });
  });

  describe('personal details', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [{ first_name: '' }, { first_name: ['Legal First Name'] }],
      [{ first_name: '   ' }, { first_name: ['Legal First Name'] }],
      [{ last_name: undefined as never }, { last_name: ['Legal Last Name'] }],
      [{ gender: null }, { gender: ['Legal Sex'] }],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });

    it.each<[string, string, string | undefined]>([
      ['', TODAY, MESSAGES.birthDateInvalid],
      ['2008-02-30', TODAY, MESSAGES.birthDateInvalid],
      ['14/03/2008', TODAY, MESSAGES.birthDateInvalid],
      ['1926-06-01', TODAY, undefined], // 100 years ago today
      ['1926-05-31', TODAY, MESSAGES.birthDateUnsupported], // a day more
      ['2013-06-01', TODAY, undefined], // 13 today
      ['2013-06-02', TODAY, MESSAGES.birthDateTooYoung], // 13 tomorrow
      ['2030-01-01', TODAY, MESSAGES.birthDateTooYoung],
      ['2012-02-29', '2025-02-28', MESSAGES.birthDateTooYoung],
      ['2012-02-29', '2025-03-01', undefined],
    ])('birth date %s on %s: %s', (birthDate, today, message) => {
      expect(errorsWith({ birth_date: birthDate }, {}, today).birth_date).toEqual(
        message ? [message] : undefined,
      );
    });
  });

  describe('phones', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [{ phone_home: '(106) 555-0142' }, { phone_home: [MESSAGES.phoneHomeInvalid] }],
      [{ phone_home: '706-555-0142' }, { phone_home: [MESSAGES.phoneHomeInvalid] }],
      [{ phone_mobile: '(706) 555-014' }, { phone_mobile: [MESSAGES.phoneMobileInvalid] }],
      [{ phone_mobile: '' }, { phone_home: [MESSAGES.phoneOneRequired] }],
      [{ phone_mobile: '', phone_home: '(212) 555-0100' }, {}],
      [{ phone_mobile: '', optin_sms_ind: true }, { phone_mobile: [MESSAGES.phoneOptIn] }],
      [
        { phone_mobile: '', phone_home: '(212) 555-0100', optin_sms_ind: true },
        { phone_mobile: [MESSAGES.phoneOptIn] },
      ],
      [{ optin_sms_ind: true }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });

    it('asks for the international number on the international tab, in place of the U.S. numbers', () => {
      const international = { tabs: { phone_numbers: 'international_phone' } };
      expect(errorsWith({ phone_international: '+44 20 7946 0958' }, international)).toEqual({});
      expect(errorsWith({}, international)).toEqual({
        phone_international: [MESSAGES.phoneInternationalRequired],
      });
      expect(errorsWith({ phone_international: 'call me' }, international)).toEqual({
        phone_international: [MESSAGES.phoneInternationalInvalid],
      });
    });
  });

  describe('addresses', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [
        { address_line_1: '', city: '', country: '' },
        {
          address_line_1: [MESSAGES.streetAddressRequired],
          city: [MESSAGES.cityRequired],
          country: [MESSAGES.countryRequired],
        },
      ],
      [{ state: '' }, { state: [MESSAGES.stateRequired] }],
      [{ zip: '' }, { zip: [MESSAGES.zipMinLength] }],
      [{ zip: '3060' }, { zip: [MESSAGES.zipMinLength] }],
      [{ zip: '30601-1234' }, {}],
      [{ country: 'CAN', state: 'ON', zip: 'K1A' }, { zip: [MESSAGES.zipMinLength] }],
      [{ country: 'CAN', state: 'ON', zip: 'K1A 0B1' }, {}],
      [{ country: 'UK', state: '', zip: '' }, {}],
      [{ georgia_county: 'Y' }, { certify_address: [MESSAGES.certifyAddressRequired] }],
      [{ georgia_county: 'Y', certify_address: true }, {}],
      [{ georgia_county: 'N' }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });

    it.each<[Answers, Record<string, string[]>]>([
      [
        { mailing_addr_same_as_perm_addr: 'N' },
        {
          mailing_address_line_1: [MESSAGES.mailingStreetAddressRequired],
          mailing_city: [MESSAGES.mailingCityRequired],
          mailing_country: [MESSAGES.mailingCountryRequired],
        },
      ],
      [
        {
          mailing_addr_same_as_perm_addr: 'N',
          mailing_address_line_1: 'PO Box 9',
          mailing_city: 'Rome',
          mailing_country: 'USA',
        },
        { mailing_state: [MESSAGES.mailingStateRequired], mailing_zip: [MESSAGES.zipMinLength] },
      ],
      [
        {
          mailing_addr_same_as_perm_addr: 'N',
          mailing_address_line_1: 'PO Box 9',
          mailing_city: 'Rome',
          mailing_country: 'USA',
          mailing_state: 'GA',
          mailing_zip: '3016',
        },
        { mailing_zip: [MESSAGES.zipMinLength] },
      ],
      [
        {
          mailing_addr_same_as_perm_addr: 'N',
          mailing_address_line_1: '1 Bay St',
          mailing_city: 'Toronto',
          mailing_country: 'CAN',
        },
        { mailing_state: [MESSAGES.mailingStateRequired] },
      ],
      [
        {
          mailing_addr_same_as_perm_addr: 'N',
          mailing_address_line_1: '1 Bay St',
          mailing_city: 'Toronto',
          mailing_country: 'CAN',
          mailing_state: 'ON',
        },
        {},
      ],
      [{ mailing_addr_same_as_perm_addr: 'Y', mailing_zip: '1', mailing_country: 'USA' }, {}],
    ])('mailing %j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });

  describe('parents and counselor', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [{ parent_email_address: 'not-an-address' }, { parent_email_address: [MESSAGES.parent1EmailInvalid] }],
      [{ parent_email_address: 'mom@example.com', parent_phone: '(706) 555-0199' }, {}],
      [{ parent_phone: '555-0199' }, { parent_phone: [MESSAGES.parent1PhoneInvalid] }],
      [{ parent_2_email_address: 'nope', parent_2_phone: '1', parent_communication_preference: '1' }, {}],
      [
        // Empty, they say what is missing, not that it is invalid (issue 14).
        { parent_communication_preference: '2' },
        {
          parent_2_email_address: [MESSAGES.parent2EmailMissing],
          parent_2_phone: [MESSAGES.parent2PhoneMissing],
        },
      ],
      [
        {
          parent_communication_preference: '2',
          parent_2_email_address: 'dad@example',
          parent_2_phone: '(706) 555-0100',
        },
        { parent_2_email_address: [MESSAGES.parent2EmailInvalid] },
      ],
      [
        {
          parent_communication_preference: '2',
          parent_2_email_address: 'dad@example.com',
          parent_2_phone: '(706) 555-0100',
        },
        {},
      ],
      [
        { counselor_email_address: 'counselor.example.edu' },
        { counselor_email_address: [MESSAGES.counselorEmailInvalid] },
      ],
      [{ counselor_email_address: 'counselor@example.edu' }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });

  describe('citizenship and selective service', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [{ citizenship_type: '' }, { citizenship_type: [MESSAGES.citizenType] }],
      [{ ssn: '' }, { ssn: [MESSAGES.ssnRequired] }],
      [{ ssn: '123456789' }, { ssn: [MESSAGES.ssnInvalid] }],
      [{ ssn: '123-45-678' }, { ssn: [MESSAGES.ssnInvalid] }],
      [{ citizenship_type: '2' }, { citizenship: [MESSAGES.citizenshipCountry] }],
      [{ citizenship_type: '2', citizenship: 'MEX', ssn: '' }, { ssn: [MESSAGES.ssnRequired] }],
      [{ citizenship_type: '2', citizenship: 'MEX' }, {}],
      [{ citizenship_type: '3', ssn: '' }, { deferred_action: [MESSAGES.deferredActionRequired] }],
      [
        { citizenship_type: '3', ssn: '', deferred_action: 'N' },
        { deferred_action: [MESSAGES.internationalApplication] },
      ],
      [
        { citizenship_type: '3', ssn: '', deferred_action: 'Y' },
        { immigrant_category: [MESSAGES.immigrantCategory], citizenship: [MESSAGES.citizenshipCountry] },
      ],
      [
        {
          citizenship_type: '3',
          ssn: '',
          deferred_action: 'Y',
          immigrant_category: 'DACA',
          citizenship: 'MEX',
        },
        {},
      ],
      [{ citizenship_type: '1', deferred_action: 'N' }, {}], // hidden, so neither validated nor kept
      [{ gender: 'M' }, { selective_service: [MESSAGES.selectiveServiceRequired] }],
      [{ gender: 'M', selective_service: 'Y' }, {}],
      [{ gender: 'F', selective_service: '' }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });

  describe('academics and tests', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [
        { entry_term: '', applied_major: '' },
        { entry_term: [MESSAGES.entryTerm], applied_major: [MESSAGES.appliedMajor] },
      ],
      [
        { hs_name: '', grad_month: '', grad_year: '' },
        {
          hs_name: [MESSAGES.highSchoolNameRequired],
          grad_month: [MESSAGES.gradMonthRequired],
          grad_year: [MESSAGES.gradYearRequired],
        },
      ],
      [{ grad_hs: 'N' }, { ged_earned: [MESSAGES.gedEarnedRequired] }],
      [{ grad_hs: 'N', ged_earned: 'N' }, { ged_earned: [MESSAGES.gedRequired] }],
      [{ grad_hs: 'N', ged_earned: 'Y' }, { ged_month: [MESSAGES.gedMonthRequired] }],
      [{ grad_hs: 'N', ged_earned: 'Y', ged_month: '6' }, { ged_year: [MESSAGES.gedYearRequired] }],
      [{ grad_hs: 'N', ged_earned: 'Y', ged_month: '6', ged_year: '2024' }, {}],
      [{ take_sat_act: 'Y' }, {}],
      [{ take_sat_act: 'Y', sat_score_total: '399' }, { sat_score_total: [MESSAGES.satInvalid] }],
      [{ take_sat_act: 'Y', sat_score_total: '400' }, {}],
      [{ take_sat_act: 'Y', sat_score_total: '1600' }, {}],
      [{ take_sat_act: 'Y', sat_score_total: '1601' }, { sat_score_total: [MESSAGES.satInvalid] }],
      [{ take_sat_act: 'Y', sat_score_total: '1350.5' }, { sat_score_total: [MESSAGES.satInvalid] }],
      [{ take_sat_act: 'Y', act_score_composite: '0' }, { act_score_composite: [MESSAGES.actInvalid] }],
      [{ take_sat_act: 'Y', act_score_composite: '1' }, {}],
      [{ take_sat_act: 'Y', act_score_composite: '36' }, {}],
      [{ take_sat_act: 'Y', act_score_composite: '37' }, { act_score_composite: [MESSAGES.actInvalid] }],
      [{ take_sat_act: 'N', sat_score_total: '5', act_score_composite: '99' }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });

  describe('answers plainly wrong (issue 16)', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [{ hs_gpa: '3.9x' }, { hs_gpa: [MESSAGES.gpaInvalid] }],
      [{ hs_gpa: '3,45' }, { hs_gpa: [MESSAGES.gpaInvalid] }],
      [{ hs_gpa: '3.45' }, {}],
      [{ hs_gpa: '4.3', gpa_scale: '4' }, { hs_gpa: [formatMessage.gpaAboveScale('4.0')] }],
      [{ hs_gpa: '4.0', gpa_scale: '4' }, {}],
      [{ hs_gpa: '87', gpa_scale: '100' }, {}],
      [{ hs_gpa: '112', gpa_scale: 'OTHER' }, {}],
      [
        { military_not_applicable: true, military_partnership: true },
        { military_not_applicable: [formatMessage.exclusiveChoice('None of these apply to me')] },
      ],
      [{ military_not_applicable: true }, {}],
      [{ military_partnership: true, military_tuition_rate: true }, {}],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });

    const college = (changes: Answers, count = 2) =>
      errorsWith(changes, { addAnother: { prior_colleges: count } });
    const dates = (prefix: string, from: [string, string], to: [string, string]) => ({
      [`${prefix}_attend_from_month`]: from[0],
      [`${prefix}_attend_from_year`]: from[1],
      [`${prefix}_attend_to_month`]: to[0],
      [`${prefix}_attend_to_year`]: to[1],
    });

    it('asks nothing of a college left untouched, and all it needs of one begun', () => {
      expect(college({})).toEqual({});
      expect(college({ college_2_city: 'Macon' })).toEqual({
        college_2_name: [MESSAGES.collegeNameMissing],
        college_2_attend_from_month: [MESSAGES.collegeStartMissing],
        college_2_attend_to_month: [MESSAGES.collegeEndMissing],
      });
      const complete = {
        college_name: 'Gordon State College',
        ...dates('college', ['8', '2024'], ['5', '2025']),
      };
      expect(college(complete)).toEqual({});
    });

    it('refuses a college finished before it started, and takes one finished the month it started', () => {
      expect(
        college({ college_2_name: 'Macon State', ...dates('college_2', ['9', '2024'], ['5', '2024']) }),
      ).toEqual({
        college_2_attend_to_month: [MESSAGES.collegeDatesOrder],
      });
      expect(
        college({ college_2_name: 'Macon State', ...dates('college_2', ['5', '2024'], ['5', '2024']) }),
      ).toEqual({});
      // A college beyond the count is hidden: its answers are cleared, not checked.
      expect(college({ college_3_city: 'Macon' }, 2)).toEqual({});
    });
  });

  describe('final steps', () => {
    it.each<[Answers, Record<string, string[]>]>([
      [
        { conviction: '', suspended: '', assault: '' },
        {
          conviction: [MESSAGES.convictionRequired],
          suspended: [MESSAGES.suspendedRequired],
          assault: [MESSAGES.assaultRequired],
        },
      ],
      [
        { counselor_waiver_request: '' },
        {
          counselor_waiver_request: [MESSAGES.counselorWaiverRequired],
        },
      ],
      [{ conviction: 'Y' }, {}], // month, year and comment are optional
      [
        { legal_agree: false },
        {
          legal_agree: [MESSAGES.legalAgreeRequired],
        },
      ],
      [
        { legal_agree_3: null },
        {
          legal_agree_3: [MESSAGES.legalAgree3Required],
        },
      ],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });

  describe('boundaries of the shaped answers (spec section 5)', () => {
    const SAT = 'Please provide a valid SAT Total Score. The score must be between 400 and 1600.';
    const ACT = 'Please provide a valid ACT Composite Score. The score must be between 1 and 36.';
    const ZIP = 'ZIP/Postal Code must be at least 5 characters.';
    const SSN = 'Please enter a valid Social Security number.';
    const CELL = 'Please enter a valid cell phone number.';
    it.each<[Answers, Record<string, string[]>]>([
      [{ take_sat_act: 'Y', sat_score_total: '401' }, {}],
      [{ take_sat_act: 'Y', sat_score_total: '1599' }, {}],
      [{ take_sat_act: 'Y', sat_score_total: '-400' }, { sat_score_total: [SAT] }],
      [{ take_sat_act: 'Y', sat_score_total: 'abc' }, { sat_score_total: [SAT] }],
      [{ take_sat_act: 'Y', sat_score_total: '0' }, { sat_score_total: [SAT] }],
      [{ take_sat_act: 'Y', act_score_composite: '2' }, {}],
      [{ take_sat_act: 'Y', act_score_composite: '35' }, {}],
      [{ take_sat_act: 'Y', act_score_composite: '-1' }, { act_score_composite: [ACT] }],
      [{ take_sat_act: 'Y', act_score_composite: 'x' }, { act_score_composite: [ACT] }],
      [{ zip: '3060' }, { zip: [ZIP] }],
      [{ zip: '30601' }, {}],
      [{ zip: '30601-1234' }, {}],
      [{ country: 'CAN', state: 'ON', zip: 'M5V 3' }, {}],
      [{ country: 'CAN', state: 'ON', zip: 'M5V' }, { zip: [ZIP] }],
      [{ country: 'UK', state: null, zip: '' }, {}],
      [{ ssn: '123456789' }, { ssn: [SSN] }],
      [{ ssn: '123-45-678' }, { ssn: [SSN] }],
      [{ ssn: '123-456-789' }, { ssn: [SSN] }],
      [{ ssn: 'abc-de-fghi' }, { ssn: [SSN] }],
      [{ phone_mobile: '(106) 555-0142' }, { phone_mobile: [CELL] }],
      [{ phone_mobile: '(206) 555-0142' }, {}],
      [{ phone_mobile: '(999) 555-0142' }, {}],
      [{ phone_mobile: '706-555-0142' }, { phone_mobile: [CELL] }],
      [{ phone_mobile: '', phone_home: '(706) 555-0142' }, {}],
      [
        { phone_mobile: '', phone_home: '' },
        { phone_home: ['Please enter either a home phone or cell phone number.'] },
      ],
      [
        { counselor_email_address: 'nope' },
        { counselor_email_address: ['The counselor email address you entered is invalid.'] },
      ],
      [{ counselor_email_address: 'c@school.edu' }, {}],
      [{ birth_date: '2026-13-01' }, { birth_date: ['A valid date of birth is required.'] }],
      [{ birth_date: 'x' }, { birth_date: ['A valid date of birth is required.'] }],
    ])('%j gives %j', (changes, expected) => {
      expect(errorsWith(changes)).toEqual(expected);
    });
  });
});
