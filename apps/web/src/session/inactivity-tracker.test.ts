import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, resetInactivityClock } from './inactivity-clock';
import { startInactivityTracker, type InactivityPhase, type InactivityTracker } from './inactivity-tracker';

const MINUTE = 60_000;

describe('startInactivityTracker', () => {
  let phases: InactivityPhase[];
  let keepAlives: number;
  let tracker: InactivityTracker | undefined;

  const start = () => {
    tracker = startInactivityTracker({
      onPhaseChange: (phase) => phases.push(phase),
      onKeepAlive: () => (keepAlives += 1),
    });
    return tracker;
  };
  const type = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') });
    phases = [];
    keepAlives = 0;
  });
  afterEach(() => {
    tracker?.stop();
    vi.useRealTimers();
  });

  it('warns a minute before 15 idle minutes and expires at 15', () => {
    start();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['warning']);
    vi.advanceTimersByTime(MINUTE);
    expect(phases).toEqual(['warning', 'expired']);
  });

  it('counts typing as activity and starts the 15 minutes again', () => {
    start();
    vi.advanceTimersByTime(10 * MINUTE);
    type();
    vi.advanceTimersByTime(13 * MINUTE);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(MINUTE);
    expect(phases).toEqual(['warning']);
  });

  it('ignores activity while warning; only Continue counts', () => {
    start();
    vi.advanceTimersByTime(14 * MINUTE);
    type();
    window.dispatchEvent(new MouseEvent('pointermove'));
    expect(phases).toEqual(['warning']);

    tracker?.continueSession();
    expect(phases).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(phases).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(MINUTE + 1);
    expect(phases).toEqual(['warning', 'active', 'warning', 'expired']);
  });

  it('ends the session on the first activity after 15 minutes or more, as after a laptop slept', () => {
    start();
    // Sleep: the clock moves on, the timers do not fire.
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect(phases).toEqual([]);
    type();
    expect(phases).toEqual(['expired']);
  });

  it('expires at once when a page opens after the session ran out', () => {
    resetInactivityClock(Date.now() - 15 * MINUTE);
    start();
    expect(phases).toEqual(['expired']);
  });

  it('shares activity with the other tabs through localStorage', () => {
    start();
    vi.advanceTimersByTime(14 * MINUTE);
    expect(phases).toEqual(['warning']);

    // Another tab: the user chose Continue there.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    expect(phases).toEqual(['warning', 'active']);

    // Typing in another tab moves this tab's deadline too.
    vi.advanceTimersByTime(10 * MINUTE);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(13 * MINUTE);
    expect(phases).toEqual(['warning', 'active']);
  });

  it('keeps the server session alive at most once every 5 minutes while the user is active', () => {
    start();
    for (let minute = 1; minute <= 12; minute += 1) {
      vi.advanceTimersByTime(MINUTE);
      type();
    }
    // Active at minutes 5 and 10 (counted from the start of the page).
    expect(keepAlives).toBe(2);
  });

  it('sends no keep-alive while the user is idle', () => {
    start();
    vi.advanceTimersByTime(13 * MINUTE);
    expect(keepAlives).toBe(0);
  });

  it('stops listening when stopped', () => {
    start().stop();
    vi.advanceTimersByTime(20 * MINUTE);
    type();
    expect(phases).toEqual([]);
  });
});
