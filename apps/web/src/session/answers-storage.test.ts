import { beforeEach, expect, test } from 'vitest';
import {
  ANSWERS_STORAGE_KEY,
  clearStoredAnswers,
  keepAnonymousAnswersStored,
  readStoredAnswers,
  writeStoredAnswers,
} from './answers-storage';
import { hydrateAnswers, resetAnswersStore, setAnswer } from './answers-store';

beforeEach(() => {
  resetAnswersStore();
  localStorage.clear();
});

test('the Social Security number never touches storage', () => {
  writeStoredAnswers({ first_name: 'Ada', ssn: '123-45-6789' });
  expect(localStorage.getItem(ANSWERS_STORAGE_KEY)).toBe('{"first_name":"Ada"}');
  localStorage.setItem(ANSWERS_STORAGE_KEY, '{"first_name":"Ada","ssn":"123-45-6789","bad":{}}');
  expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
});

test('an anonymous visitor’s answers are kept as they change, a logged-in student’s are not', () => {
  hydrateAnswers({ owner: null });
  const stop = keepAnonymousAnswersStored();
  setAnswer('first_name', 'Ada');
  setAnswer('ssn', '123-45-6789');
  expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
  stop();
  clearStoredAnswers();
  hydrateAnswers({ owner: 'ada@example.com' });
  const stopAgain = keepAnonymousAnswersStored();
  setAnswer('first_name', 'Adele');
  expect(readStoredAnswers()).toBeUndefined();
  stopAgain();
});

test('what is not JSON, or not answers, reads as nothing', () => {
  localStorage.setItem(ANSWERS_STORAGE_KEY, 'not json');
  expect(readStoredAnswers()).toBeUndefined();
  localStorage.setItem(ANSWERS_STORAGE_KEY, '[1,2]');
  expect(readStoredAnswers()).toBeUndefined();
});
