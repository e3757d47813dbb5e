import { beforeAll, describe, expect, it } from 'vitest';
import { failedPasswordChecks } from './auth-rules';
import { MESSAGES } from './messages';
import { passwordWeakness } from './password-strength';

const context = { email: 'jane.doe@example.edu', siteWords: ['Harbor', 'Valley', 'State', 'University'] };
const weakness = (password: string) => passwordWeakness(password, context)?.message ?? null;

describe('passwordWeakness', () => {
  // The first estimate builds the dictionaries: about 1.5 s alone, over 5 s on a loaded machine.
  beforeAll(() => void passwordWeakness('warm-up', context), 60_000);

  // Each meets every rule of the checklist, and each was accepted before (issue 13).
  it.each([
    ['P@ssw0rd2024!', MESSAGES.guessablePassword],
    ['Summer2025!!', MESSAGES.guessablePassword],
    ['Aaaaaaaaaaa1!', MESSAGES.guessablePassword],
    ['Jane.doe@example.edu1', MESSAGES.passwordContainsEmail],
    ['Jane.doe7!Rocket-Fuel', MESSAGES.passwordContainsEmail],
    ['Qwerty123456!', MESSAGES.commonPassword],
    ['!!1q2w3e4r5t6Y', MESSAGES.commonPassword],
    ['Harbor-Valley1!', MESSAGES.guessablePassword],
    ['Harbor-Valley-2027!', MESSAGES.guessablePassword],
    ['Janedoe2026!!', MESSAGES.guessablePassword],
    ['Abcdefghijk1!', MESSAGES.guessablePassword],
  ])('refuses %s, which meets the checklist, with a reason', (password, message) => {
    expect(failedPasswordChecks(password)).toEqual([]);
    expect(weakness(password)).toBe(message);
  });

  it('says what makes a guessable password guessable', () => {
    expect(passwordWeakness('Aaaaaaaaaaa1!', context)?.hint).toBe(MESSAGES.passwordRepetitive);
    expect(passwordWeakness('Summer2025!!', context)?.hint).toBe(MESSAGES.passwordOfSiteWords);
  });

  it.each([
    'Granite-Orchid-2027!',
    'Correct-Horse-42!',
    'Lighthouse-Keeper-99!',
    'Brand-New-Secret-42!',
    'Lighthouse-Keeper-2028!',
    'TestPassword123!',
    'Xk9#mP2$vL5n',
  ])('accepts %s', (password) => {
    expect(weakness(password)).toBeNull();
  });

  it('reads the address whatever its case and spaces', () => {
    expect(
      passwordWeakness('JANE.DOE-Rocket-Fuel-9', { ...context, email: ' Jane.Doe@Example.edu ' })?.message,
    ).toBe(MESSAGES.passwordContainsEmail);
  });
});
