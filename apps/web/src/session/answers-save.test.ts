import { LOGIN_MARKER_COOKIE } from '@portico/contracts';
import { UnauthorizedError } from '../api/api-error';
import { callApi } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sentBodies } from '../testing/account-fixtures';
import { stubApi } from '../testing/render-app';
import { AUTOSAVE_DELAY_MS, createAnswersSaver, FormSessionEndedError } from './answers-save';
import { createAnswersStore, unsavedAnswers } from './answers-store';

let store = createAnswersStore();
const getAnswersState = () => store.getState();

beforeEach(() => {
  store = createAnswersStore();
  store.hydrateAnswers({ owner: 'ada@example.com', profile: { first_name: 'Ada', last_name: 'Lovelace' } });
});
afterEach(() => vi.useRealTimers());

const OK = { status: 200, body: { message: 'Your answers have been saved.' } };

describe('saving the answers', () => {
  test('sends only the changed keys, then they count as saved', async () => {
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    store.setAnswer('first_name', 'Adele');
    store.setAnswer('city', 'Macon');
    await createAnswersSaver(store, createQueryClient()).saveNow();
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
      { answers: { first_name: 'Adele', city: 'Macon' } },
    ]);
    expect(unsavedAnswers(store.getState())).toEqual({});
    expect(getAnswersState().saveStatus).toBe('saved');
  });

  test('a failed save drops nothing: the answers stay, and the next save sends them again', async () => {
    stubApi({ 'PUT /api/answer': { status: 500, body: { message: 'The database is away.' } } });
    store.setAnswer('first_name', 'Adele');
    await expect(createAnswersSaver(store, createQueryClient()).saveNow()).rejects.toThrow(
      'The database is away.',
    );
    expect(getAnswersState().answers.first_name).toBe('Adele');
    expect(getAnswersState().saveStatus).toBe('retrying');

    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    await createAnswersSaver(store, createQueryClient()).saveNow();
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
  });

  test('keys the server refuses are kept and stop holding back the others', async () => {
    stubApi({
      'PUT /api/answer': {
        status: 400,
        body: { message: 'Some answers could not be saved: city', errors: { city: ['too long'] } },
      },
    });
    store.setAnswer('first_name', 'Adele');
    store.setAnswer('city', 'x'.repeat(50));
    await expect(createAnswersSaver(store, createQueryClient()).saveNow()).rejects.toThrow();
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    await createAnswersSaver(store, createQueryClient()).saveNow();
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
    expect(getAnswersState().answers.city).toHaveLength(50);
  });

  test('an unauthorized save ends the session through the query client', async () => {
    stubApi({ 'PUT /api/answer': { status: 401, body: { message: 'Not signed in' } } });
    const onUnauthorized = vi.fn();
    store.setAnswer('first_name', 'Adele');
    await expect(
      createAnswersSaver(store, createQueryClient({ onUnauthorized })).saveNow(),
    ).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getAnswersState().answers.first_name).toBe('Adele');
  });
});

describe('the autosave', () => {
  test('saves a few seconds after the answers stop changing', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    const stop = createAnswersSaver(store, createQueryClient()).startAutosave();
    store.setAnswer('first_name', 'A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1000);
    store.setAnswer('first_name', 'Adele');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([{ answers: { first_name: 'Adele' } }]);
    stop();
  });

  test('retries a failed save with a pause, showing "retrying" until it is saved', async () => {
    vi.useFakeTimers();
    stubApi({ 'PUT /api/answer': { status: 503, body: { message: 'Busy' } } });
    const stop = createAnswersSaver(store, createQueryClient()).startAutosave();
    store.setAnswer('first_name', 'Adele');
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
    const stop = createAnswersSaver(store, createQueryClient()).startAutosave();
    store.setAnswer('first_name', 'Adele');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(getAnswersState().saveStatus).toBe('saved'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect(unsavedAnswers(store.getState())).toEqual({});
    stop();
  });

  test('offline (issue 31): says so at once, sends nothing, and once back saves everything typed and says so', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    const stop = createAnswersSaver(store, createQueryClient()).startAutosave();
    window.dispatchEvent(new Event('offline'));
    expect(getAnswersState().saveStatus).toBe('offline');
    store.setAnswer('first_name', 'Adele');
    store.setAnswer('city', 'Macon');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 10);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAnswersState().saveStatus).toBe('offline');

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getAnswersState().saveStatus).toBe('reconnected'));
    expect(sentBodies(fetchMock, 'PUT', '/api/answer')).toEqual([
      { answers: { first_name: 'Adele', city: 'Macon' } },
    ]);
    // The next save is an ordinary one again.
    store.setAnswer('city', 'Athens');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(getAnswersState().saveStatus).toBe('saved');
    onLine.mockRestore();
    stop();
  });

  test('a save that fails for want of a connection says offline, not retrying', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({}); // every request fails as a fetch without a network does
    store.setAnswer('first_name', 'Adele');
    await expect(createAnswersSaver(store, createQueryClient()).saveNow()).rejects.toThrow();
    expect(getAnswersState().saveStatus).toBe('offline');
    onLine.mockRestore();
  });

  test('does not save once the session is over', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({});
    const stop = createAnswersSaver(store, createQueryClient()).startAutosave({ canSave: () => false });
    store.setAnswer('first_name', 'Adele');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});

describe('a form session that ends (issue 27)', () => {
  test('sends nothing once closed: not a save queued behind one on its way, nor a scheduled one, nor one on page hide', async () => {
    vi.useFakeTimers();
    let answerFirst: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answerFirst = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saver = createAnswersSaver(store, createQueryClient());
    const stop = saver.startAutosave();

    store.setAnswer('first_name', 'Adele');
    const first = saver.saveNow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    store.setAnswer('middle_name', 'Avery');
    const queued = saver.saveNow();
    saver.close();
    answerFirst(new Response(JSON.stringify(OK.body), { status: 200 }));
    // The save on its way went under its own session; its next round, with the later change, does not.
    await expect(first).rejects.toBeInstanceOf(FormSessionEndedError);
    await expect(queued).rejects.toBeInstanceOf(FormSessionEndedError);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(unsavedAnswers(store.getState())).toEqual({ middle_name: 'Avery' });
    stop();
  });

  test('its answers leave memory: the store forgets everything, owner included', () => {
    store.setAnswer('middle_name', 'Avery');
    store.forgetEverything();
    expect(store.getState()).toMatchObject({ owner: undefined, answers: {}, saved: {}, offered: {} });
  });

  test('sends nothing once another tab has replaced the session: it ends here as with a 401', async () => {
    document.cookie = `${LOGIN_MARKER_COOKIE}=of-ada; Path=/`;
    const fetchMock = stubApi({ 'PUT /api/answer': OK });
    const onUnauthorized = vi.fn();
    const saver = createAnswersSaver(store, createQueryClient({ onUnauthorized }));
    saver.bindToSession('of-ada');
    const stop = saver.startAutosave();
    store.setAnswer('middle_name', 'Avery');

    // Another tab: Ada logs out, Bea logs in; the cookie this page would send is Bea's.
    document.cookie = `${LOGIN_MARKER_COOKIE}=of-bea; Path=/`;
    await expect(saver.saveNow()).rejects.toBeInstanceOf(UnauthorizedError);
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    stop();
    document.cookie = `${LOGIN_MARKER_COOKIE}=; Max-Age=0; Path=/`;
  });

  test('nor any other change the page asks of the API (a tab, a submit); reads go on; its end lifts the check', async () => {
    document.cookie = `${LOGIN_MARKER_COOKIE}=of-ada; Path=/`;
    const fetchMock = stubApi({ 'POST /api/submit': OK, 'GET /api/profile': OK });
    const saver = createAnswersSaver(store, createQueryClient());
    saver.bindToSession('of-ada');
    document.cookie = `${LOGIN_MARKER_COOKIE}=of-bea; Path=/`;

    await expect(callApi('submit')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(sentBodies(fetchMock, 'POST', '/api/submit')).toEqual([]);
    await callApi('profile');
    expect(fetchMock).toHaveBeenCalledOnce();

    saver.close();
    await callApi('submit');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    document.cookie = `${LOGIN_MARKER_COOKIE}=; Max-Age=0; Path=/`;
  });
});
