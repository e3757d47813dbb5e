import { describe, expect, it } from 'vitest';
import { hasIdentityCookie, readLoginMarker } from './identity-cookie';

describe('hasIdentityCookie', () => {
  it('is true when a cookie name starts with the identity prefix', () => {
    expect(hasIdentityCookie('portico_identity_marker=1')).toBe(true);
    expect(hasIdentityCookie('theme=dark; portico_identity_marker=1; other=2')).toBe(true);
    expect(hasIdentityCookie('portico_identity_anything=x')).toBe(true);
  });

  it('is false without one, or when only a value holds the prefix', () => {
    expect(hasIdentityCookie('')).toBe(false);
    expect(hasIdentityCookie('theme=dark')).toBe(false);
    expect(hasIdentityCookie('theme=portico_identity_marker')).toBe(false);
    expect(hasIdentityCookie('my_portico_identity=1')).toBe(false);
  });
});

describe('readLoginMarker', () => {
  it("reads the marker's value, which tells one session from the next (issue 27)", () => {
    expect(readLoginMarker('theme=dark; portico_identity_marker=Zm9v-YmFy_0123; other=2')).toBe(
      'Zm9v-YmFy_0123',
    );
    expect(readLoginMarker('portico_identity_marker=')).toBeUndefined();
    expect(readLoginMarker('theme=portico_identity_marker')).toBeUndefined();
    expect(readLoginMarker('')).toBeUndefined();
  });
});
