import { beforeEach, expect, test, vi } from 'vitest';
import {
  ANSWERS_STORAGE_KEY,
  clearStoredAnswers,
  keepAnonymousAnswersStored,
  readStoredAnswers,
  writeStoredAnswers,
} from './answers-storage';
import { createAnswersStore } from './answers-store';

let store = createAnswersStore();

beforeEach(() => {
  store = createAnswersStore();
  sessionStorage.clear();
  localStorage.clear();
});

test('the Social Security number never touches storage', () => {
  writeStoredAnswers({ first_name: 'Ada', ssn: '123-45-6789' });
  expect(JSON.parse(sessionStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}').answers).toEqual({
    first_name: 'Ada',
  });
  sessionStorage.setItem(ANSWERS_STORAGE_KEY, '{"first_name":"Ada","ssn":"123-45-6789","bad":{}}');
  expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
});

test('an anonymous visitor’s answers are kept as they change, a logged-in student’s are not', () => {
  store.hydrateAnswers({ owner: null });
  const stop = keepAnonymousAnswersStored(store);
  store.setAnswer('first_name', 'Ada');
  store.setAnswer('ssn', '123-45-6789');
  expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
  stop();
  clearStoredAnswers();
  store.hydrateAnswers({ owner: 'ada@example.com' });
  const stopAgain = keepAnonymousAnswersStored(store);
  store.setAnswer('first_name', 'Adele');
  expect(readStoredAnswers()).toBeUndefined();
  stopAgain();
});

test('what is not JSON, or not answers, reads as nothing', () => {
  sessionStorage.setItem(ANSWERS_STORAGE_KEY, 'not json');
  expect(readStoredAnswers()).toBeUndefined();
  sessionStorage.setItem(ANSWERS_STORAGE_KEY, '[1,2]');
  expect(readStoredAnswers()).toBeUndefined();
});

test('answers left two hours without a change are gone (issue 14): the next person does not find them', () => {
  vi.useFakeTimers();
  try {
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    writeStoredAnswers({ first_name: 'Ada' });
    vi.setSystemTime(new Date('2026-11-24T09:59:00Z'));
    expect(readStoredAnswers()).toEqual({ first_name: 'Ada' });
    writeStoredAnswers({ first_name: 'Ada', last_name: 'Lovelace' });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    expect(readStoredAnswers()).toBeUndefined();
    expect(sessionStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('they are kept for the tab that typed them only, never in storage every tab shares (issue 27)', () => {
  store.hydrateAnswers({ owner: null });
  const stop = keepAnonymousAnswersStored(store);
  store.setAnswer('middle_name', 'Avery');
  stop();
  expect(JSON.parse(sessionStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}').answers).toEqual({
    middle_name: 'Avery',
  });
  expect(localStorage.length).toBe(0);
});

test('a copy an earlier version left in localStorage is removed, not read', () => {
  localStorage.setItem(
    ANSWERS_STORAGE_KEY,
    JSON.stringify({ updatedAt: Date.now(), answers: { middle_name: 'Stranger' } }),
  );
  expect(readStoredAnswers()).toBeUndefined();
  expect(localStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
});
