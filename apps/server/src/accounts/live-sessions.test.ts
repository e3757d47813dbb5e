import { describe, expect, it } from 'vitest';
import { forgettingSessions, LiveSessions } from './live-sessions';

const session = (applicantId: string) => ({ applicantId, createdAt: 1, lastSeenAt: 2 });

describe('the sessions known alive (embedded database)', () => {
  it('remembers a session read before any revocation, and forgets what a revocation ends', () => {
    const live = new LiveSessions();
    live.remember('t1', session('a'), live.epoch);
    live.remember('t2', session('a'), live.epoch);
    live.remember('t3', session('b'), live.epoch);
    live.revoked({ tokenHash: 't3' });
    expect(live.get('t3')).toBeUndefined();
    live.revoked({ applicantId: 'a' });
    expect([live.get('t1'), live.get('t2')]).toEqual([undefined, undefined]);
  });

  it('never remembers a session read while a revocation was under way', async () => {
    const live = new LiveSessions();
    // A save read the session from the database, then the logout began and committed.
    const epoch = live.epoch;
    await forgettingSessions(live, { tokenHash: 't1' }, async () => {
      // Read during the revocation, answered after it began: not remembered either.
      live.remember('t1', session('a'), epoch);
    });
    live.remember('t1', session('a'), epoch);
    expect(live.get('t1')).toBeUndefined();
  });

  it('forgets again when the revocation fails, and lets it fail', async () => {
    const live = new LiveSessions();
    live.remember('t1', session('a'), live.epoch);
    await expect(
      forgettingSessions(live, { applicantId: 'a' }, () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(live.get('t1')).toBeUndefined();
  });
});
