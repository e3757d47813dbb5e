import { COMPLETE_ANSWERS } from './complete-answers';

/**
 * A complete application with one answer of each kind of rule wrong (a date, a pattern, a length,
 * a number, a choice that asks for more, answers that exclude each other): what a catalogue's
 * messages are checked on.
 */
export const ANSWERS_WITH_EVERY_KIND_OF_ERROR = {
  ...COMPLETE_ANSWERS,
  birth_date: '2020-01-01',
  zip: '123',
  ssn: '12',
  phone_mobile: '',
  optin_sms_ind: true,
  hs_gpa: 'four',
  college_name: 'Athens Tech',
  military_partnership: true,
  military_not_applicable: true,
  take_sat_act: 'Y',
  sat_score_total: '3000',
  citizenship_type: '3',
  deferred_action: 'N',
};
