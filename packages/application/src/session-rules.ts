const MINUTE = 60_000;

/**
 * How long a signed-in session lasts: the one home of these rules for the browser, which warns and
 * logs out, and the server, which ends sessions in its own right (issue 29: they were written in
 * four places). Applicants' and staff sessions follow the same server rules. Durations in ms;
 * session-rules.test.ts holds the relations between them that the design depends on.
 */
export const SESSION_RULES = {
  /** The browser logs a user out after this long without activity, in any tab (issue 3). */
  inactivityLogoutMs: 15 * MINUTE,
  /** It warns ('Still working?') this long before that logout. */
  inactivityWarningMs: MINUTE,
  /** While the user is active, it keeps the server's session alive at most this often. */
  keepAliveIntervalMs: 5 * MINUTE,
  /** The server ends a session after this long without a request: a backstop behind the browser's logout. */
  serverIdleMs: 30 * MINUTE,
  /** And after this long in all, whatever the activity (the cookie's lifetime too). */
  absoluteMs: 12 * 60 * MINUTE,
  /**
   * The server records a session's activity at most this often, not on every request: a write per
   * request made pages asked at once wait on the session's row lock (and, on PGlite, each one is a
   * write to disk). The idle limit is thus met give or take this much.
   */
  touchIntervalMs: MINUTE,
  /** A staff session half open (password given, second factor not yet) lasts this long. */
  secondFactorWindowMs: 5 * MINUTE,
} as const;
