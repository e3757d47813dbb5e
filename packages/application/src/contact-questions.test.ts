import { expect, test } from 'vitest';
import { contactQuestions } from './contact-questions';
import { APPLICATION } from './definition/application';

test("the contact questions are the phone section's numbers, in page order", () => {
  expect(contactQuestions(APPLICATION).map((question) => question.key)).toEqual([
    'phone_home',
    'phone_mobile',
    'phone_international',
  ]);
});
