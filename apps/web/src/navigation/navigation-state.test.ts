import { describe, expect, it } from 'vitest';
import { readErrorMessage, readSuccessMessage, withoutMessage } from './navigation-state';

describe('navigation state', () => {
  it('reads message strings and ignores anything else', () => {
    expect(readSuccessMessage({ successMessage: 'Saved.' })).toBe('Saved.');
    expect(readErrorMessage({ errorMessage: 'Signed out.' })).toBe('Signed out.');
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
});
