import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane.
// (Algorithm is a const enum in the typings; 2 is Argon2id.)
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The 10,000 most used passwords of zxcvbn's ranked list are refused outright.
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common password.';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so that both cases cost one argon2 run.
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time and returns false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  dummyHash ??= hashPassword('timing-equaliser-for-unknown-accounts');
  await verify(await dummyHash, password);
  return false;
}
