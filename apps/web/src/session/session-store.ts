import { useSyncExternalStore } from 'react';
import { hasIdentityCookie } from './identity-cookie';

/**
 * The parts of the client snapshot that live only in this page, not on the
 * server: has_changed_page, and whether the identity cookie is there. One store for the page,
 * read with useSyncExternalStore so that every reader re-renders when it changes.
 */
export type SessionSnapshot = {
  /** False until the student first moves to another page in this session. */
  hasChangedPage: boolean;
  /** The identity cookie as last read: after a login, a logout or an unauthorized answer. */
  hasIdentityCookie: boolean;
  /** Which session of this page's life this is: each login and logout starts a new one. */
  sessionNumber: number;
};

type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: SessionSnapshot = { hasChangedPage: false, hasIdentityCookie: readCookie(), sessionNumber: 0 };

function readCookie(): boolean {
  return typeof document !== 'undefined' && hasIdentityCookie(document.cookie);
}

function update(next: Partial<SessionSnapshot>): void {
  const merged = { ...snapshot, ...next };
  if (
    merged.hasChangedPage === snapshot.hasChangedPage &&
    merged.hasIdentityCookie === snapshot.hasIdentityCookie &&
    merged.sessionNumber === snapshot.sessionNumber
  )
    return;
  snapshot = merged;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSessionSnapshot, getSessionSnapshot);
}

/** The first step-navigation click sets has_changed_page, once. */
export function markPageChanged(): void {
  update({ hasChangedPage: true });
}

/**
 * Reads the identity cookie again. Called when it may have changed: after a login or a logout
 * (the server sets or clears it) and after an unauthorized answer (the server clears it).
 */
export function refreshIdentity(): void {
  update({ hasIdentityCookie: readCookie() });
}

/** A new session starts afresh (login, logout): it has not changed page yet. */
export function startNewSession(): void {
  update({
    hasChangedPage: false,
    hasIdentityCookie: readCookie(),
    sessionNumber: snapshot.sessionNumber + 1,
  });
}
