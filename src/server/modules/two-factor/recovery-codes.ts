import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O or U, so a code read off paper is not mistyped.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten codes of 16 characters (80 random bits each), grouped XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(16)].map((byte) => ALPHABET[byte & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Whether the text has a recovery code's shape (dashes, spaces and case aside). */
export function looksLikeRecoveryCode(text: string): boolean {
  return normalise(text).length === 16;
}

function normalise(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * What the database keeps: SHA-256 of the normalised code. A plain hash suffices because each
 * code has 80 random bits (no dictionary to try), and it lets a code be found by its hash in one
 * indexed lookup, where argon2's salted hashes would mean ten slow checks on every attempt.
 */
export function hashRecoveryCode(text: string): string {
  return createHash('sha256').update(normalise(text)).digest('hex');
}
