/**
 * What travels in react-router's location state between screens (spec section 2): messages to show
 * on arrival now, the anonymous visitor's answers later.
 */
export type NavigationState = {
  /** Shown as a Success toast by the layout the user arrives in. */
  successMessage?: string;
  /** Shown on the login card (the session-invalid and inactivity messages). */
  errorMessage?: string;
};

function field(state: unknown, name: keyof NavigationState): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readSuccessMessage(state: unknown): string | undefined {
  return field(state, 'successMessage');
}

export function readErrorMessage(state: unknown): string | undefined {
  return field(state, 'errorMessage');
}

/** The same state without one message, so that a reload or a Back does not show it again. */
export function withoutMessage(state: unknown, name: keyof NavigationState): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const rest: Record<string, unknown> = { ...state };
  delete rest[name];
  return Object.keys(rest).length > 0 ? rest : null;
}
