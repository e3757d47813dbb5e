import { createQueryClient } from '../api/query-client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sentBodies } from '../testing/account-fixtures';
import { stubApi } from '../testing/render-app';
import { AUTOSAVE_DELAY_MS, saveAnswersNow, startAutosave } from './answers-save';
import {
  getAnswersState,
  hydrateAnswers,
  resetAnswersStore,
  setAnswer,
  unsavedAnswers,
} from './answers-store';

beforeEach(() => {
  resetAnswersStore();
  hydrateAnswers({ owner: 'ada@example.com', profile: { first_name: 'Ada', last_name: 'Lovelace' } });
});
afterEach(() => vi.useRealTimers());

const OK = { status: 200, body: { message: 'Your answers have been saved.' } };

describe('saving the answers', () => {
  test('sends only the changed keys, then they count as saved', async () => {
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    setAnswer('first_name', 'Adele');
    setAnswer('city', 'Macon');
    await saveAnswersNow(createQueryClient());
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
      { answers: { first_name: 'Adele', city: 'Macon' } },
    ]);
    expect(unsavedAnswers()).toEqual({});
    expect(getAnswersState().saveStatus).toBe('saved');
  });

  test('a failed save drops nothing: the answers stay, and the next save sends them again', async () => {
    stubApi({ 'PUT /api/answer': { status: 500, body: { message: 'The database is away.' } } });
    setAnswer('first_name', 'Adele');
    await expect(saveAnswersNow(createQueryClient())).rejects.toThrow('The database is away.');
    expect(getAnswersState().answers.first_name).toBe('Adele');
    expect(getAnswersState().saveStatus).toBe('retrying');

    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    await saveAnswersNow(createQueryClient());
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
  });

  test('keys the server refuses are kept and stop holding back the others', async () => {
    stubApi({
      'PUT /api/answer': {
        status: 400,
        body: { message: 'Some answers could not be saved: city', errors: { city: ['too long'] } },
      },
    });
    setAnswer('first_name', 'Adele');
    setAnswer('city', 'x'.repeat(50));
    await expect(saveAnswersNow(createQueryClient())).rejects.toThrow();
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    await saveAnswersNow(createQueryClient());
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
    expect(getAnswersState().answers.city).toHaveLength(50);
  });

  test('an unauthorized save ends the session through the query client', async () => {
    stubApi({ 'PUT /api/answer': { status: 401, body: { message: 'Not signed in' } } });
    const onUnauthorized = vi.fn();
    setAnswer('first_name', 'Adele');
    await expect(saveAnswersNow(createQueryClient({ onUnauthorized }))).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getAnswersState().answers.first_name).toBe('Adele');
  });
});

describe('the autosave', () => {
  test('saves a few seconds after the answers stop changing', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    const stop = startAutosave(createQueryClient());
    setAnswer('first_name', 'A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1000);
    setAnswer('first_name', 'Adele');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
    stop();
  });

  test('retries a failed save with a pause, showing "retrying" until it is saved', async () => {
    vi.useFakeTimers();
    stubApi({ 'PUT /api/answer': { status: 503, body: { message: 'Busy' } } });
    const stop = startAutosave(createQueryClient());
    setAnswer('first_name', 'Adele');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(getAnswersState().saveStatus).toBe('retrying');
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
    expect(getAnswersState().saveStatus).toBe('saved');
    stop();
  });

  test('saves with a keepalive request when the page is hidden', async () => {
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    const stop = startAutosave(createQueryClient());
    setAnswer('first_name', 'Adele');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(getAnswersState().saveStatus).toBe('saved'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect(unsavedAnswers()).toEqual({});
    stop();
  });

  test('does not save once the session is over', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({});
    const stop = startAutosave(createQueryClient(), { canSave: () => false });
    setAnswer('first_name', 'Adele');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
