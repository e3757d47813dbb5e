import { describe, expect, test } from 'vitest';
import { fillLetter } from './decision-letter';

const VALUES = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  institution: 'Jackson State University',
  term: 'Fall 2027',
  reference: '2027-AB12-CD34',
};

describe('a decision letter', () => {
  test('every token filled, each time it appears', () => {
    expect(
      fillLetter(
        ['Dear {first_name} {last_name},', '{institution}, {term}: {reference} ({first_name})'],
        VALUES,
      ),
    ).toEqual(['Dear Ada Lovelace,', 'Jackson State University, Fall 2027: 2027-AB12-CD34 (Ada)']);
  });

  test('a token the list does not name is left as written', () => {
    expect(fillLetter(['Dear {firstname}, {constructor}'], VALUES)).toEqual([
      'Dear {firstname}, {constructor}',
    ]);
  });
});
