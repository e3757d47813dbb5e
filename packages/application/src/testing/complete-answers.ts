import type { Answers } from '../answers.schema';

/**
 * A complete application that passes every rule (for a 'today' in 2026): tests of the validator,
 * of submission and of the journeys start from it and change one thing.
 */
export const COMPLETE_ANSWERS: Answers = {
  first_name: 'Ana',
  last_name: 'Lopez',
  birth_date: '2008-03-14',
  gender: 'F',
  phone_mobile: '(706) 555-0142',
  address_line_1: '12 Oak Street',
  city: 'Athens',
  country: 'USA',
  state: 'GA',
  zip: '30601',
  mailing_addr_same_as_perm_addr: 'Y',
  citizenship_type: '1',
  ssn: '123-45-6789',
  entry_term: '202708',
  applied_major: 'BIOL',
  grad_hs: 'Y',
  hs_name: 'Clarke Central High School',
  grad_month: '5',
  grad_year: '2026',
  conviction: 'N',
  suspended: 'N',
  assault: 'N',
  counselor_waiver_request: 'Y',
  legal_agree: true,
  legal_agree_transcript: true,
  legal_agree_2: true,
  legal_agree_3: true,
};
