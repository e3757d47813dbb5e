import { SESSION_RULES } from '@portico/application';
import { LAST_ACTIVITY_KEY, LAST_KEEP_ALIVE_KEY, readTime, writeTime } from './inactivity-clock';

/**
 * Inactivity across every tab of the site (issue 3). The time of the last activity
 * is shared through localStorage, so typing in one tab keeps all of them signed in, a Continue in
 * one closes the warning in all, and every tab reaches the same verdict at the same moment.
 *
 * Time is judged by the clock, never by counting timer ticks: timers stop while a laptop sleeps
 * and are throttled in background tabs. So a timer only says "look again", and the first activity
 * after 15 minutes or more (the laptop woke up) ends the session before it counts as activity.
 */

/** How often this tab tells the others about its activity: often enough, and cheap. */
const SHARE_INTERVAL_MS = 1_000;
/** Pointer moves come by the dozen a second; one look every quarter second is plenty. */
const NOTICE_INTERVAL_MS = 250;

/** What counts as using the application: typing, pointing, scrolling. */
export const ACTIVITY_EVENTS = [
  'keydown',
  'input',
  'pointerdown',
  'pointermove',
  'wheel',
  'touchstart',
  'scroll',
] as const;

export type InactivityPhase = 'active' | 'warning' | 'expired';

export type InactivityTrackerOptions = {
  timeoutMs?: number;
  warningMs?: number;
  keepAliveMs?: number;
  /** 'warning' 60 s before the timeout, 'active' again after Continue (here or in another tab), 'expired'. */
  onPhaseChange: (phase: InactivityPhase) => void;
  /** Time to touch the server session (GET /api/session). */
  onKeepAlive: () => void;
  /** Where activity is listened for; the page's window by default. */
  target?: Window;
};

export type InactivityTracker = {
  /** The Continue of the warning: counts as activity even though the warning ignores the rest. */
  continueSession: () => void;
  /** When the session ends without activity (in any tab): the warning counts down to it. */
  expiresAt: () => number;
  stop: () => void;
};

export function startInactivityTracker({
  // Issue 3: the logout at 15 minutes, its warning a minute before, at most one keep-alive request
  // every 5 minutes while the user is active (SESSION_RULES: the server's limits are chosen with them).
  timeoutMs = SESSION_RULES.inactivityLogoutMs,
  warningMs = SESSION_RULES.inactivityWarningMs,
  keepAliveMs = SESSION_RULES.keepAliveIntervalMs,
  onPhaseChange,
  onKeepAlive,
  target = window,
}: InactivityTrackerOptions): InactivityTracker {
  let phase: InactivityPhase = 'active';
  let lastActivity = 0;
  let lastShared = 0;
  let lastKeepAlive = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sharedLastActivity = () => Math.max(lastActivity, readTime(LAST_ACTIVITY_KEY) ?? 0);

  const setPhase = (next: InactivityPhase) => {
    if (phase === next) return;
    phase = next;
    onPhaseChange(next);
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };

  const expire = () => {
    clearTimeout(timer);
    removeListeners();
    setPhase('expired');
  };

  function check() {
    if (phase === 'expired') return;
    const idle = Date.now() - sharedLastActivity();
    if (idle >= timeoutMs) {
      expire();
    } else if (idle >= timeoutMs - warningMs) {
      setPhase('warning');
      schedule(timeoutMs - idle);
    } else {
      setPhase('active');
      schedule(timeoutMs - warningMs - idle);
    }
  }

  const recordActivity = (now: number, { share = false } = {}) => {
    lastActivity = now;
    if (share || now - lastShared >= SHARE_INTERVAL_MS) {
      lastShared = now;
      writeTime(LAST_ACTIVITY_KEY, now);
    }
    const keptAlive = Math.max(lastKeepAlive, readTime(LAST_KEEP_ALIVE_KEY) ?? 0);
    if (now - keptAlive >= keepAliveMs) {
      lastKeepAlive = now;
      writeTime(LAST_KEEP_ALIVE_KEY, now);
      onKeepAlive();
    }
  };

  const onActivity = () => {
    if (phase === 'expired') return;
    // While warned, only Continue counts: a nudge of the mouse is not an answer. A look at the
    // clock still ends a session whose time ran out while the timers slept.
    if (phase === 'warning') return check();
    const now = Date.now();
    if (now - lastActivity < NOTICE_INTERVAL_MS) return;
    if (now - sharedLastActivity() >= timeoutMs) return expire();
    recordActivity(now);
  };

  // Another tab was active or chose Continue; the next timer would see it too, but a warning
  // shown here should close at once.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY) check();
  };
  // A tab coming back into view may have had its timers throttled or stopped.
  const onVisibilityChange = () => {
    if (target.document.visibilityState === 'visible') check();
  };

  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenerOptions);
  target.addEventListener('storage', onStorage);
  target.document.addEventListener('visibilitychange', onVisibilityChange);

  function removeListeners() {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenerOptions);
    target.removeEventListener('storage', onStorage);
    target.document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  // Opening or reloading a page is activity, unless the session's time has already run out.
  const start = Date.now();
  const stored = readTime(LAST_ACTIVITY_KEY);
  if (stored !== null && start - stored >= timeoutMs) {
    expire();
  } else {
    lastKeepAlive = readTime(LAST_KEEP_ALIVE_KEY) ?? start;
    recordActivity(start, { share: true });
    check();
  }

  return {
    expiresAt: () => sharedLastActivity() + timeoutMs,
    continueSession() {
      if (phase === 'expired') return;
      recordActivity(Date.now(), { share: true });
      check();
    },
    stop() {
      clearTimeout(timer);
      removeListeners();
    },
  };
}
