import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret, in the base32 that apps take when typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export async function enrolment(secretBase32: string, label: string, issuer: string) {
  const url = totpOf(secretBase32, label, issuer).toString();
  return { url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * The time step of `code` when it is right now (one step of drift either way allowed) and later
 * than `lastStep`, the step of the last code accepted: a code is accepted once. Null otherwise.
 */
export function acceptedStep(secretBase32: string, code: string, lastStep: number | null): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = totp.counter() + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
