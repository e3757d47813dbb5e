import { describe, expect, it } from 'vitest';
import { SESSION_RULES } from './session-rules';

describe('the session rules', () => {
  const rules = SESSION_RULES;

  it('let the browser warn, then log out, before the server ends an idle session', () => {
    expect(rules.inactivityWarningMs).toBeLessThan(rules.inactivityLogoutMs);
    // A user last active at A sent a keep-alive no earlier than A - keepAliveIntervalMs, which the
    // server recorded up to touchIntervalMs older still. The browser logs out at A +
    // inactivityLogoutMs: the server's session must still be alive then, so that the user meets the
    // warning and the logout screen, never a 401 from a session the server ended first.
    expect(rules.inactivityLogoutMs + rules.keepAliveIntervalMs + rules.touchIntervalMs).toBeLessThan(
      rules.serverIdleMs,
    );
    expect(rules.touchIntervalMs).toBeLessThan(rules.keepAliveIntervalMs);
  });

  it('end every session within its absolute lifetime, and a half-open one much sooner', () => {
    expect(rules.serverIdleMs).toBeLessThan(rules.absoluteMs);
    expect(rules.secondFactorWindowMs).toBeLessThan(rules.serverIdleMs);
  });
});
