import { randomBytes } from 'node:crypto';
import { APPLICATION, EMPTY_ANSWER } from '@portico/application';
import { describe, expect, it } from 'vitest';
import { ssnBinding, SecretBox } from '../platform/secret-box';
import { applicationState, withoutSecret } from './application-state';

const box = new SecretBox(randomBytes(32));
const applicantId = '8d0c4b6e-3f7a-4a53-9a0e-2f1e6b7d9c10';
const row = {
  answers: { first_name: 'Ada', citizenship_type: '1' },
  ssnCiphertext: box.seal('123-45-6789', ssnBinding(applicantId)),
  addAnother: { prior_colleges: 2 },
  tabs: { transcript: 'upload' },
};

describe('applicationState', () => {
  it('opens the secret answer whole or masked, and keeps the other answers, counts and tabs', () => {
    const whole = applicationState(APPLICATION, row, { as: 'whole', secretBox: box, applicantId });
    expect(whole).toEqual({
      answers: { first_name: 'Ada', citizenship_type: '1', ssn: '123-45-6789' },
      addAnother: { prior_colleges: 2 },
      tabs: { transcript: 'upload' },
    });
    const masked = applicationState(APPLICATION, row, { as: 'masked', secretBox: box, applicantId });
    expect(masked.answers.ssn).toBe('***-**-6789');
  });

  it('says only whether the secret is answered when sealed, without the key to open it', () => {
    expect(applicationState(APPLICATION, row, { as: 'sealed' }).answers.ssn).toBe('sealed');
    const unanswered = { ...row, ssnCiphertext: null };
    expect(applicationState(APPLICATION, unanswered, { as: 'sealed' }).answers.ssn).toBe(EMPTY_ANSWER);
    expect(
      applicationState(APPLICATION, unanswered, { as: 'whole', secretBox: box, applicantId }).answers,
    ).not.toHaveProperty('ssn');
  });

  it('refuses to open a secret sealed for another applicant', () => {
    const other = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    expect(() =>
      applicationState(APPLICATION, row, { as: 'whole', secretBox: box, applicantId: other }),
    ).toThrow();
  });

  it('gives an application never saved as empty', () => {
    expect(applicationState(APPLICATION, undefined, { as: 'sealed' })).toEqual({
      answers: { ssn: EMPTY_ANSWER },
      addAnother: {},
      tabs: {},
    });
  });
});

describe('withoutSecret', () => {
  it('splits the secret answer from the others, and leaves a patch without one as it is', () => {
    expect(withoutSecret(APPLICATION, { ssn: '123-45-6789', first_name: 'Ada' })).toEqual({
      secret: '123-45-6789',
      others: { first_name: 'Ada' },
    });
    const patch = { first_name: 'Ada' };
    expect(withoutSecret(APPLICATION, patch)).toEqual({ secret: undefined, others: patch });
  });
});
