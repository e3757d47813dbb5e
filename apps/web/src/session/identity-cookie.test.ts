import { describe, expect, it } from 'vitest';
import { hasIdentityCookie } from './identity-cookie';

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
