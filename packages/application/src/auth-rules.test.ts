import { describe, expect, it } from 'vitest';
import {
  failedPasswordChecks,
  isValidEmail,
  PASSWORD_CHECKS,
  PASSWORD_SPECIAL_CHARACTERS,
} from './auth-rules';
import { ZConfirmationCode, ZNewPassword } from './auth-schemas';

describe('password rules', () => {
  it('has the live checklist wording of the spec, in order', () => {
    expect(PASSWORD_CHECKS.map((check) => check.label)).toEqual([
      'is at least 12 characters',
      'contains at least one uppercase letter',
      'contains at least one lowercase letter',
      'contains at least one number',
      'contains at least one special character',
      'contains no leading or trailing whitespace',
    ]);
  });

  it('names the checks a password fails', () => {
    expect(failedPasswordChecks('')).toEqual(['minLength', 'uppercase', 'lowercase', 'number', 'special']);
    expect(failedPasswordChecks('Harbor-Valley-2027!')).toEqual([]);
    expect(failedPasswordChecks(' Harbor-Valley-2027!')).toEqual(['whitespace']);
    expect(failedPasswordChecks('HarborValley2027')).toEqual(['special']);
  });

  it('accepts each documented special character, and no other', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS]).toHaveLength(32);
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(failedPasswordChecks(`HarborValley2027${special}`)).toEqual([]);
    }
    expect(failedPasswordChecks('HarborValley2027€')).toEqual(['special']);
  });

  it('refuses more than 128 characters', () => {
    expect(ZNewPassword.safeParse(`Aa1!${'x'.repeat(124)}`).success).toBe(true);
    expect(ZNewPassword.safeParse(`Aa1!${'x'.repeat(125)}`).success).toBe(false);
  });
});

describe('e-mail and code rules', () => {
  it.each(['applicant@example.edu', 'first.last+tag@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    'a b@example.edu',
    '@example.edu',
    'a@.edu',
    `${'a'.repeat(250)}@x.edu`,
    // One address only: each of these would also mail bob.
    'x,bob@example.edu',
    'x;bob@example.edu',
    '"bob"x@example.edu',
    'x@evil.edu,bob@example.edu',
    '<bob@example.edu>',
    'bob@example.edu\n',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('takes exactly 6 digits as a confirmation code', () => {
    expect(ZConfirmationCode.safeParse('012345').success).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456']) {
      expect(ZConfirmationCode.safeParse(code).error?.issues[0]?.message).toBe(
        'The confirmation code must be exactly 6 numbers.',
      );
    }
  });
});
