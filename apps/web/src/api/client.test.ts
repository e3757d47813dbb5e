import { MESSAGES } from '@portico/application';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n/language-store';
import { ApiError, callApi, ServerError, UnauthorizedError } from './client';
import { saveAnswersOnHide } from './save-answers';

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('the request succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('callApi', () => {
  it('sends a JSON body with its content-type, same-origin credentials, and returns the JSON answer', async () => {
    const fetchMock = answerWith(json(200, { message: 'saved' }));

    const result = await callApi('saveAnswers', { body: { answers: { first_name: 'Ada' } } });

    expect(result).toEqual({ message: 'saved' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/answer');
    expect(init?.method).toBe('PUT');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
      'content-type': 'application/json',
    });
    expect(init?.body).toBe('{"answers":{"first_name":"Ada"}}');
  });

  it('sends no body and no content-type when there is no payload', async () => {
    const fetchMock = answerWith(json(200, {}));

    await callApi('submit');

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json', 'accept-language': 'en' });
  });

  it('asks for the language the applicant reads (issue 32), so that the server answers in it', async () => {
    await chooseLanguage('es');
    const fetchMock = answerWith(json(200, {}));

    await callApi('submit');
    await saveAnswersOnHide({ first_name: 'Ada' });

    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>)['accept-language']).toBe('es');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("fills the route's path parameters, encoded, and sends its query without empty values", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(200, [])));
    vi.stubGlobal('fetch', fetchMock);

    await callApi('deleteConversion', { params: { key: 'transcript/1 ?' } });
    await callApi('findLookups', { query: { category: 'hs_ceeb', text: 'Lin & Co', id: undefined } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/pdf/document-answer/transcript%2F1%20%3F');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[1]![0]).toBe('/lookup/find?category=hs_ceeb&text=Lin+%26+Co');
  });

  it('turns an OK answer that is not JSON into a ServerError with the generic message', async () => {
    answerWith(new Response('<!doctype html><title>Proxy</title>', { status: 200 }));

    const error = await failure(callApi('profile'));

    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe(MESSAGES.unexpectedError);
    expect(error.status).toBe(200);
  });

  it('uses the message, code and field errors of a non-OK JSON body', async () => {
    answerWith(
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Some answers are not valid.',
        errors: { first_name: ['Legal First Name'] },
      }),
    );

    const error = await failure(callApi('saveAnswers', { body: { answers: {} } }));

    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some answers are not valid.');
    expect(error.errors).toEqual({ first_name: ['Legal First Name'] });
  });

  it('falls back to the generic message when a non-OK body has no message string', async () => {
    answerWith(json(500, { message: 42 }));

    const error = await failure(callApi('tabs'));

    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(MESSAGES.unexpectedError);
    expect(error.code).toBeUndefined();
  });

  it('falls back to the generic message when a non-OK answer is not JSON', async () => {
    answerWith(new Response('Bad Gateway', { status: 502 }));

    const error = await failure(callApi('tabs'));

    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(502);
    expect(error.message).toBe(MESSAGES.unexpectedError);
  });

  it('makes every 401 an UnauthorizedError, with or without a JSON body', async () => {
    answerWith(json(401, { code: 'UNAUTHORIZED', message: 'Your session has ended.' }));
    const withBody = await failure(callApi('profile'));
    expect(withBody).toBeInstanceOf(UnauthorizedError);
    expect(withBody).not.toBeInstanceOf(ServerError);
    expect(withBody.status).toBe(401);
    expect(withBody.message).toBe('Your session has ended.');

    answerWith(new Response('', { status: 401 }));
    const withoutBody = await failure(callApi('profile'));
    expect(withoutBody).toBeInstanceOf(UnauthorizedError);
    expect(withoutBody.message).toBe(MESSAGES.unexpectedError);
  });

  it('reports a request that got no response as a ServerError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const error = await failure(callApi('profile'));

    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.unexpectedError);
  });
});
