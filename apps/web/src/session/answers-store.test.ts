import { APPLICATION, EMPTY_ANSWER } from '@portico/application';
import { beforeEach, describe, expect, test } from 'vitest';
import { answersToCarry, createAnswersStore, hasAnyAnswer, unsavedAnswers } from './answers-store';

let store = createAnswersStore();
const answers = () => store.getState().answers;

beforeEach(() => {
  store = createAnswersStore();
});

describe('loading the answers', () => {
  test('merges profile < prefill (fills only blanks) < carried, counts only the profile as saved, and offers what was typed here', () => {
    store.hydrateAnswers({
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
      city: 'Macon',
      preferred_name: 'A.',
    });
    expect(unsavedAnswers(store.getState())).toEqual({
      middle_name: 'King',
      city: 'Macon',
      preferred_name: 'A.',
    });
    // Nothing typed here goes into the account unasked, not even into an empty question: it is
    // offered (issues 14 and 27).
    expect(store.getState().offered).toEqual({
      city: 'Athens',
      preferred_name: 'Addie',
      last_name: 'Stranger',
    });
  });

  test('the answers of the visitor who signed this account up in this tab fill what it left empty; the rest are offered', () => {
    store.hydrateAnswers({
      owner: 'ada@example.com',
      profile: { first_name: 'Ada', middle_name: '' },
      prefill: { city: 'Macon' },
      typedHere: { first_name: 'Addie', middle_name: 'King', city: 'Athens', not_a_question: 'x' },
      typedBySignUp: true,
    });
    expect(answers()).toEqual({ first_name: 'Ada', middle_name: 'King', city: 'Athens' });
    expect(unsavedAnswers(store.getState())).toEqual({ middle_name: 'King', city: 'Athens' });
    expect(store.getState().offered).toEqual({ first_name: 'Addie' });
  });

  test('answers typed here that arrive later are offered too, and keys of no question are not', () => {
    store.hydrateAnswers({ owner: 'ada@example.com', profile: { middle_name: 'Byron' } });
    store.mergeAnswers({
      typedHere: { middle_name: 'Byron', primary_language: 'Welsh', not_a_question: 'x' },
    });
    expect(answers()).toEqual({ middle_name: 'Byron' });
    expect(store.getState().offered).toEqual({ primary_language: 'Welsh' });
    expect(unsavedAnswers(store.getState())).toEqual({});
  });

  test('offered answers are added when the applicant says so, or discarded', () => {
    const load = () =>
      store.hydrateAnswers({
        owner: 'ada@example.com',
        profile: { middle_name: 'Byron' },
        typedHere: { middle_name: 'King', city: 'Athens' },
      });
    load();
    store.acceptOfferedAnswers();
    expect(answers()).toMatchObject({ middle_name: 'King', city: 'Athens' });
    expect(unsavedAnswers(store.getState())).toEqual({ middle_name: 'King', city: 'Athens' });
    expect(store.getState().offered).toEqual({});
    store = createAnswersStore();
    load();
    store.discardOfferedAnswers();
    expect(answers()).toEqual({ middle_name: 'Byron' });
    expect(store.getState().offered).toEqual({});
  });

  test("an anonymous visitor's own answers are simply theirs, and 'Not you?' clears them", () => {
    store.hydrateAnswers({ owner: null, prefill: { city: 'Macon' }, typedHere: { city: 'Athens' } });
    expect(answers()).toEqual({ city: 'Athens' });
    store.clearAnonymousAnswers();
    expect(answers()).toEqual({});
    expect(store.getState().owner).toBeNull();
  });

  test('hidden answers that arrive are cleared at once', () => {
    store.hydrateAnswers({
      owner: null,
      carried: { mailing_addr_same_as_perm_addr: 'Y', mailing_city: 'Macon' },
    });
    expect(answers().mailing_city).toBe(EMPTY_ANSWER);
  });

  test('saved add-another counts and tabs decide what shows', () => {
    store.hydrateAnswers({
      owner: 'ada@example.com',
      profile: { college_2_name: 'Macon State', phone_international: '+44 20 7946 0958' },
      addAnother: { prior_colleges: 2 },
      tabs: { phone_numbers: 'international_phone' },
    });
    expect(answers()).toMatchObject({
      college_2_name: 'Macon State',
      phone_international: '+44 20 7946 0958',
    });
    expect(unsavedAnswers(store.getState())).toEqual({});
  });
});

describe('clearing rules', () => {
  beforeEach(() => store.hydrateAnswers({ owner: null }));

  test('a conditional block that hides clears its keys (the mailing address)', () => {
    store.setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon', mailing_country: 'USA' });
    store.setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    expect(answers()).toMatchObject({ mailing_city: EMPTY_ANSWER, mailing_country: EMPTY_ANSWER });
  });

  test('a condition group keeps the chosen branch and clears the others', () => {
    store.setAnswers({ state: 'GA', country: 'USA' });
    store.setAnswer('georgia_county', 'Y');
    store.setAnswer('state', 'AL');
    expect(answers().georgia_county).toBe(EMPTY_ANSWER);
  });

  test('a conditional dropdown clears value and _desc when its controlling answer changes from one value to another', () => {
    store.setAnswers({ country: 'USA', state: 'GA', state_desc: 'Georgia' });
    store.setAnswer('country', 'CAN');
    expect(answers()).toMatchObject({ state: EMPTY_ANSWER, state_desc: EMPTY_ANSWER });
  });

  test('a first controlling answer clears nothing', () => {
    store.setAnswers({ country: 'USA', state: 'GA', state_desc: 'Georgia' });
    expect(answers()).toMatchObject({ state: 'GA', state_desc: 'Georgia' });
  });

  test('fewer add-another components clear the answers of those that go', () => {
    store.hydrateAnswers({
      owner: 'ada@example.com',
      addAnother: { prior_colleges: 2 },
      profile: { college_2_name: 'X' },
    });
    store.setComponentCount('prior_colleges', 1);
    expect(answers().college_2_name).toBe(EMPTY_ANSWER);
  });

  test('switching tabs clears the answers of the tab left', () => {
    store.setAnswer('phone_home', '(202) 555-0123');
    store.setChosenTab('phone_numbers', 'international_phone');
    expect(answers().phone_home).toBe(EMPTY_ANSWER);
  });

  test('an answer cleared because it hid comes back when it shows again in the same visit (issue 14)', () => {
    store.setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon', mailing_country: 'USA' });
    store.setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    expect(answers()).toMatchObject({ mailing_city: EMPTY_ANSWER, mailing_country: EMPTY_ANSWER });
    store.setAnswer('mailing_addr_same_as_perm_addr', 'N');
    expect(answers()).toMatchObject({ mailing_city: 'Macon', mailing_country: 'USA' });
  });

  test('nothing comes back that was typed again, or that hid before this visit', () => {
    store.setAnswers({ mailing_addr_same_as_perm_addr: 'N', mailing_city: 'Macon' });
    store.setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    store.hydrateAnswers({ owner: null, typedHere: answers() });
    store.setAnswer('mailing_addr_same_as_perm_addr', 'N');
    expect(answers().mailing_city).toBe(EMPTY_ANSWER);
  });

  test('a removed add-another component does not come back with its answers', () => {
    store.hydrateAnswers({
      owner: 'ada@example.com',
      addAnother: { prior_colleges: 2 },
      profile: { college_2_name: 'X' },
    });
    store.setComponentCount('prior_colleges', 1);
    store.setComponentCount('prior_colleges', 2);
    expect(answers().college_2_name).toBe(EMPTY_ANSWER);
  });
});

describe('what is unsaved', () => {
  test('only changed keys; a save marks them saved unless they changed again', () => {
    store.hydrateAnswers({ owner: 'ada@example.com', profile: { first_name: 'Ada', last_name: 'L' } });
    store.setAnswer('first_name', 'Ada');
    expect(unsavedAnswers(store.getState())).toEqual({});
    store.setAnswer('first_name', 'Adele');
    const sent = unsavedAnswers(store.getState());
    store.setAnswer('last_name', 'Lovelace');
    store.markSaved(sent);
    expect(unsavedAnswers(store.getState())).toEqual({ last_name: 'Lovelace' });
  });

  test('a refused key is not resent until it changes, and stays in the page', () => {
    store.hydrateAnswers({ owner: 'ada@example.com' });
    store.setAnswers({ first_name: 'Ada', city: 'Macon' });
    store.markRefused(['city'], unsavedAnswers(store.getState()));
    expect(unsavedAnswers(store.getState())).toEqual({ first_name: 'Ada' });
    expect(answers().city).toBe('Macon');
    store.setAnswer('city', 'Athens');
    expect(unsavedAnswers(store.getState())).toMatchObject({ city: 'Athens' });
  });

  test('an anonymous visitor carries answers; a logged-in student does not', () => {
    store.hydrateAnswers({ owner: null });
    expect(hasAnyAnswer(store.getState())).toBe(false);
    expect(answersToCarry(store.getState())).toBeUndefined();
    store.setAnswer('first_name', 'Ada');
    expect(answersToCarry(store.getState())).toEqual({ first_name: 'Ada' });
    store.hydrateAnswers({ owner: 'ada@example.com', carried: { first_name: 'Ada' } });
    expect(answersToCarry(store.getState())).toBeUndefined();
  });
});

test('the store applies the real application definition by default', () => {
  expect(APPLICATION.pages).toHaveLength(3);
});
