import { describe, expect, it } from 'vitest';
import { summarizeErrors } from './error-summary';

describe('summarizeErrors', () => {
  it('lists each message once in page order, linking to /{page}#{key}', () => {
    expect(
      summarizeErrors({
        legal_agree: ['Agree'],
        hs_city: ['City'],
        first_name: ['Legal First Name'],
        city: ['City'],
      }),
    ).toEqual([
      { message: 'Legal First Name', key: 'first_name', href: '/about#first_name' },
      { message: 'City', key: 'city', href: '/about#city' },
      { message: 'Agree', key: 'legal_agree', href: '/final-steps#legal_agree' },
    ]);
  });

  it('leaves a key on no page unlinked', () => {
    expect(summarizeErrors({ nowhere: ['Something is missing.'] })).toEqual([
      { message: 'Something is missing.', key: 'nowhere' },
    ]);
  });
});
