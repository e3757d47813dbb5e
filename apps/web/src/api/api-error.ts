/**
 * The one error model of the browser: every failed call becomes an ApiError with
 * the HTTP status and a message that a screen may show as it is. 401 is always UnauthorizedError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    message: string,
    details: { code?: string | undefined; errors?: Record<string, string[]> | undefined } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = details.code;
    this.errors = details.errors;
  }
}

/** Status 401: the session is missing or no longer valid. */
export class UnauthorizedError extends ApiError {}

/** Any other failure: a non-OK status, a body that is not JSON, or no response at all (status 0). */
export class ServerError extends ApiError {}
