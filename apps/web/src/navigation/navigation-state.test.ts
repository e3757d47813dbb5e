import { describe, expect, it } from 'vitest';
import {
  carryAnswers,
  readErrorMessage,
  readSuccessMessage,
  readTitle,
  readUsername,
  withoutMessage,
} from './navigation-state';

describe('navigation state', () => {
  it('reads message strings and ignores anything else', () => {
    expect(readSuccessMessage({ successMessage: 'Saved.' })).toBe('Saved.');
    expect(readErrorMessage({ errorMessage: 'Signed out.' })).toBe('Signed out.');
    expect(readUsername({ username: 'ada@example.com' })).toBe('ada@example.com');
    expect(readTitle({ title: 'Sign In' })).toBe('Sign In');
    expect(readSuccessMessage({ successMessage: 3 })).toBeUndefined();
    expect(readSuccessMessage({ successMessage: '' })).toBeUndefined();
    expect(readSuccessMessage(null)).toBeUndefined();
    expect(readErrorMessage('Signed out.')).toBeUndefined();
  });

  it('drops one message and keeps the rest of the state', () => {
    expect(withoutMessage({ successMessage: 'Saved.', answers: { a: 1 } }, 'successMessage')).toEqual({
      answers: { a: 1 },
    });
    expect(withoutMessage({ successMessage: 'Saved.' }, 'successMessage')).toBeNull();
    expect(withoutMessage(null, 'successMessage')).toBeNull();
  });

  it('carries the answers, and only them, into the next state', () => {
    const answers = { first_name: 'Ada' };
    expect(
      carryAnswers({ answers, successMessage: 'old', title: 'Sign In' }, { username: 'a@b.co' }),
    ).toEqual({
      answers,
      username: 'a@b.co',
    });
    expect(carryAnswers({ successMessage: 'old' })).toEqual({});
    // Whose the answers are, once a sign-up said: carried on, or replaced by a newer sign-up.
    expect(carryAnswers({ answers, signedUpAs: 'a@b.co' }, { username: 'a@b.co' })).toEqual({
      answers,
      signedUpAs: 'a@b.co',
      username: 'a@b.co',
    });
    expect(carryAnswers({ answers, signedUpAs: 'a@b.co' }, { signedUpAs: 'c@d.co' })).toEqual({
      answers,
      signedUpAs: 'c@d.co',
    });
    expect(carryAnswers(null, { successMessage: 'new' })).toEqual({ successMessage: 'new' });
  });

  it("carries a student's unsaved answers after a 401 the same way, with whose they are", () => {
    const unsavedAnswers = { username: 'ada@example.com', answers: { middle_name: 'King' } };
    expect(
      carryAnswers({ unsavedAnswers, errorMessage: 'Session invalid.' }, { successMessage: 'In.' }),
    ).toEqual({ unsavedAnswers, successMessage: 'In.' });
  });
});
