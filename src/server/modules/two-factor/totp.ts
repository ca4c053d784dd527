import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app speaks it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'AlphaWire';

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random key: 160 bits, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString();
}

/**
 * The time step of a valid code at `now` (one step of clock drift either way is allowed), or null.
 * The caller must still check that the step was not used before.
 */
export function totpStep(secretBase32: string, typed: string, now: Date): number | null {
  // Authenticator apps show the code in two groups ("123 456"), and people type it so.
  const code = typed.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
