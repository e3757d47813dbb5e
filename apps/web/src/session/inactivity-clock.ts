/**
 * The clock of the inactivity logout, shared by every tab of the site through localStorage: when
 * the user was last active and when the server session was last kept alive.
 */
export const LAST_ACTIVITY_KEY = 'portico.lastActivity';
export const LAST_KEEP_ALIVE_KEY = 'portico.lastKeepAlive';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): each tab then judges its own activity alone.
    return null;
  }
}

export function readTime(key: string): number | null {
  try {
    const value = localStorageOrNull()?.getItem(key);
    const time = value == null ? NaN : Number(value);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

export function writeTime(key: string, time: number): void {
  try {
    localStorageOrNull()?.setItem(key, String(time));
  } catch {
    // Quota or privacy settings: the other tabs will not hear of it, this one still knows.
  }
}

/** At login: the new session starts now, whatever an earlier session left behind. */
export function resetInactivityClock(now = Date.now()): void {
  writeTime(LAST_ACTIVITY_KEY, now);
  writeTime(LAST_KEEP_ALIVE_KEY, now);
}

/** At logout: nothing of this session is left to judge the next one by. */
export function clearInactivityClock(): void {
  try {
    localStorageOrNull()?.removeItem(LAST_ACTIVITY_KEY);
    localStorageOrNull()?.removeItem(LAST_KEEP_ALIVE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
