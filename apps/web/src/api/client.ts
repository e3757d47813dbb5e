import {
  APPLICANT_ROUTES,
  pathOf,
  type ApplicantRouteName,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
  type RouteName,
} from '@portico/contracts';
import { currentCatalogue, currentTexts } from '../i18n/language-store';
import { ServerError, UnauthorizedError, type ApiError } from './api-error';

export { ApiError, ServerError, UnauthorizedError } from './api-error';

const NOT_JSON = Symbol('not JSON');

/** A route's request as the caller passes it: nothing for a route that takes nothing. */
export type CallArgs<N extends RouteName> = keyof RequestOf<N> extends never ? [] : [request: RequestOf<N>];

/**
 * The browser's one way to call the API: route N of the contract
 * (packages/contracts, routes.ts), its request and its answer typed by the contract's schemas.
 * It sends and expects JSON, keeps the session cookie same-origin, and turns every failure into
 * a typed ApiError. It shows nothing and navigates nowhere: screens and the query cache decide
 * what a failure means to the user.
 */
export function callApi<N extends ApplicantRouteName>(
  name: N,
  ...[request]: CallArgs<N>
): Promise<ResponseOf<N>> {
  return callRoute(APPLICANT_ROUTES[name], request) as Promise<ResponseOf<N>>;
}

/**
 * A route of the table given, called as callApi calls the applicant's: the staff area's client
 * (staff-client.ts) passes its own table, so that the applicant's bundle holds none of it.
 */
export function callRoute(route: { method: HttpMethod; path: string }, request: object | undefined) {
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  return send(route.method, routeUrl(route.path, params, query), body);
}

/** A route's address: its `:name` segments filled in, its query's defined values appended. */
export function routeUrl(
  path: string,
  params?: Record<string, string>,
  query?: Record<string, string | number | undefined>,
): string {
  const filled = pathOf(path, params ?? ({} as never));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.size > 0 ? `${filled}?${search.toString()}` : filled;
}

/**
 * Whether the browser's session is still the one the page was loaded under (issue 27): installed
 * by the form session (session/answers-save.ts), which knows the login marker it was loaded under.
 * Another tab may have logged out and let the next applicant in; the cookie that would go with a
 * change is then theirs.
 */
let sessionStillOurs: (() => boolean) | undefined;

/** Installs the form session's check, or removes it (`undefined`) when that session ends. */
export function guardChanges(check: (() => boolean) | undefined): void {
  sessionStillOurs = check;
}

async function send(method: HttpMethod, path: string, body?: unknown): Promise<unknown> {
  // A change of the applicant's application (a tab, a document, the last page, a submit…) from a
  // page whose session another tab has replaced: nothing is sent, and the page's session ends as
  // with a 401 (issue 27).
  if (method !== 'GET' && path.startsWith('/api/') && sessionStillOurs && !sessionStillOurs()) {
    throw new UnauthorizedError(401, currentCatalogue().messages.sessionInvalid);
  }
  // The server answers (its messages, its e-mails) in the language the applicant reads (issue 32).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentTexts().language,
  };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (body !== undefined) {
    // The content-type goes only with a body: Fastify refuses an empty body declared as JSON
    // (FST_ERR_CTP_EMPTY_JSON_BODY), and several calls (submit, deletes) have no payload.
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    // Offline, DNS, connection reset: no status to report, the generic message is the honest one.
    throw new ServerError(0, currentCatalogue().messages.unexpectedError);
  }

  const payload = await readJson(response);
  if (response.ok) {
    if (payload === NOT_JSON)
      throw new ServerError(response.status, currentCatalogue().messages.unexpectedError);
    return payload;
  }
  throw errorFromResponse(response.status, payload);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const body = isRecord(payload) ? payload : {};
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : currentCatalogue().messages.unexpectedError;
  const details = {
    code: typeof body.code === 'string' ? body.code : undefined,
    errors: isFieldErrors(body.errors) ? body.errors : undefined,
  };
  return status === 401
    ? new UnauthorizedError(status, message, details)
    : new ServerError(status, message, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
