import { APPLICATION, EMPTY_ANSWER } from '@portico/application';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  answersToCarry,
  getAnswersState,
  hasAnyAnswer,
  hydrateAnswers,
  markRefused,
  markSaved,
  resetAnswersStore,
  setAnswer,
  setAnswers,
  setChosenTab,
  setComponentCount,
  unsavedAnswers,
  acceptOfferedAnswers,
  clearAnonymousAnswers,
  discardOfferedAnswers,
} from './answers-store';

const answers = () => getAnswersState().answers;

beforeEach(() => resetAnswersStore());

describe('loading the answers', () => {
  test('merges profile < prefill (fills only blanks) < typed here (fills only what the account lacks) < carried, and counts only the profile as saved', () => {
    hydrateAnswers({
      owner: 'ada@example.com',
      profile: { first_name: 'Ada', last_name: 'Lovelace', middle_name: '' },
      prefill: { first_name: 'Prefilled', middle_name: 'King', city: 'Macon' },
      typedHere: { city: 'Athens', preferred_name: 'Addie', last_name: 'Stranger' },
      carried: { preferred_name: 'A.' },
    });
    expect(answers()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      middle_name: 'King',
      city: 'Athens',
      preferred_name: 'A.',
    });
    expect(unsavedAnswers()).toEqual({ middle_name: 'King', city: 'Athens', preferred_name: 'A.' });
    // What the account holds is never written over: it is offered instead (issue 14).
    expect(getAnswersState().offered).toEqual({ last_name: 'Stranger' });
  });

  test('offered answers are added when the applicant says so, or discarded', () => {
    const load = () =>
      hydrateAnswers({
        owner: 'ada@example.com',
        profile: { middle_name: 'Byron' },
        typedHere: { middle_name: 'King', city: 'Athens' },
      });
    load();
    acceptOfferedAnswers();
    expect(answers()).toMatchObject({ middle_name: 'King', city: 'Athens' });
    expect(unsavedAnswers()).toEqual({ middle_name: 'King', city: 'Athens' });
    expect(getAnswersState().offered).toEqual({});
    resetAnswersStore();
    load();
    discardOfferedAnswers();
    expect(answers()).toMatchObject({ middle_name: 'Byron', city: 'Athens' });
    expect(getAnswersState().offered).toEqual({});
  });

  test("an anonymous visitor's own answers are simply theirs, and 'Not you?' clears them", () => {
    hydrateAnswers({ owner: null, prefill: { city: 'Macon' }, typedHere: { city: 'Athens' } });
    expect(answers()).toEqual({ city: 'Athens' });
    clearAnonymousAnswers();
    expect(answers()).toEqual({});
    expect(getAnswersState().owner).toBeNull();
  });

  test('hidden answers that arrive are cleared at once', () => {
    hydrateAnswers({
      owner: null,
      carried: { mailing_addr_same_as_perm_addr: 'Y', mailing_city: 'Macon' },
    });
    expect(answers().mailing_city).toBe(EMPTY_ANSWER);
  });

  test('saved add-another counts and tabs decide what shows', () => {
    hydrateAnswers({
      owner: 'ada@example.com',
      profile: { college_2_name: 'Macon State', phone_international: '+44 20 7946 0958' },
      addAnother: { prior_colleges: 2 },
      tabs: { phone_numbers: 'international_phone' },
    });
    expect(answers()).toMatchObject({
      college_2_name: 'Macon State',
      phone_international: '+44 20 7946 0958',
    });
    expect(unsavedAnswers()).toEqual({});
  });
});

describe('clearing rules', () => {
  beforeEach(() => hydrateAnswers({ owner: null }));

  test('a conditional block that hides clears its keys (the mailing address)', () => {
    setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon', mailing_country: 'USA' });
    setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    expect(answers()).toMatchObject({ mailing_city: EMPTY_ANSWER, mailing_country: EMPTY_ANSWER });
  });

  test('a condition group keeps the chosen branch and clears the others', () => {
    setAnswers({ state: 'GA', country: 'USA' });
    setAnswer('georgia_county', 'Y');
    setAnswer('state', 'AL');
    expect(answers().georgia_county).toBe(EMPTY_ANSWER);
  });

  test('a conditional dropdown clears value and _desc when its controlling answer changes from one value to another', () => {
    setAnswers({ country: 'USA', state: 'GA', state_desc: 'Georgia' });
    setAnswer('country', 'CAN');
    expect(answers()).toMatchObject({ state: EMPTY_ANSWER, state_desc: EMPTY_ANSWER });
  });

  test('a first controlling answer clears nothing', () => {
    setAnswers({ country: 'USA', state: 'GA', state_desc: 'Georgia' });
    expect(answers()).toMatchObject({ state: 'GA', state_desc: 'Georgia' });
  });

  test('fewer add-another components clear the answers of those that go', () => {
    hydrateAnswers({
      owner: 'ada@example.com',
      addAnother: { prior_colleges: 2 },
      profile: { college_2_name: 'X' },
    });
    setComponentCount('prior_colleges', 1);
    expect(answers().college_2_name).toBe(EMPTY_ANSWER);
  });

  test('switching tabs clears the answers of the tab left', () => {
    setAnswer('phone_home', '(202) 555-0123');
    setChosenTab('phone_numbers', 'international_phone');
    expect(answers().phone_home).toBe(EMPTY_ANSWER);
  });

  test('an answer cleared because it hid comes back when it shows again in the same visit (issue 14)', () => {
    setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon', mailing_country: 'USA' });
    setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    expect(answers()).toMatchObject({ mailing_city: EMPTY_ANSWER, mailing_country: EMPTY_ANSWER });
    setAnswer('mailing_addr_same_as_perm_addr', 'N');
    expect(answers()).toMatchObject({ mailing_city: 'Macon', mailing_country: 'USA' });
  });

  test('nothing comes back that was typed again, or that hid before this visit', () => {
    setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon' });
    setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    hydrateAnswers({ owner: null, typedHere: answers() });
    setAnswer('mailing_addr_same_as_perm_addr', 'N');
    expect(answers().mailing_city).toBe(EMPTY_ANSWER);
  });

  test('a removed add-another component does not come back with its answers', () => {
    hydrateAnswers({
      owner: 'ada@example.com',
      addAnother: { prior_colleges: 2 },
      profile: { college_2_name: 'X' },
    });
    setComponentCount('prior_colleges', 1);
    setComponentCount('prior_colleges', 2);
    expect(answers().college_2_name).toBe(EMPTY_ANSWER);
  });
});

describe('what is unsaved', () => {
  test('only changed keys; a save marks them saved unless they changed again', () => {
    hydrateAnswers({ owner: 'ada@example.com', profile: { first_name: 'Ada', last_name: 'L' } });
    setAnswer('first_name', 'Ada');
    expect(unsavedAnswers()).toEqual({});
    setAnswer('first_name', 'Adele');
    const sent = unsavedAnswers();
    setAnswer('last_name', 'Lovelace');
    markSaved(sent);
    expect(unsavedAnswers()).toEqual({ last_name: 'Lovelace' });
  });

  test('a refused key is not resent until it changes, and stays in the page', () => {
    hydrateAnswers({ owner: 'ada@example.com' });
    setAnswers({ first_name: 'Ada', city: 'Macon' });
    markRefused(['city'], unsavedAnswers());
    expect(unsavedAnswers()).toEqual({ first_name: 'Ada' });
    expect(answers().city).toBe('Macon');
    setAnswer('city', 'Athens');
    expect(unsavedAnswers()).toMatchObject({ city: 'Athens' });
  });

  test('an anonymous visitor carries answers; a logged-in student does not', () => {
    hydrateAnswers({ owner: null });
    expect(hasAnyAnswer()).toBe(false);
    expect(answersToCarry()).toBeUndefined();
    setAnswer('first_name', 'Ada');
    expect(answersToCarry()).toEqual({ first_name: 'Ada' });
    hydrateAnswers({ owner: 'ada@example.com', carried: { first_name: 'Ada' } });
    expect(answersToCarry()).toBeUndefined();
  });
});

test('the store applies the real application definition by default', () => {
  expect(APPLICATION.pages).toHaveLength(3);
});
