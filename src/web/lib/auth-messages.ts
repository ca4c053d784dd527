import { ApiError, readableMessage } from '../api/api-error';

const INVALID_LOGIN = 'Invalid username or email';
const USERNAME_TAKEN = 'Username already exists';
const REGISTER_FALLBACK = 'Could not create account';

/** The text of the "Login failed" toast (docs/product.md#texts-kept-word-for-word): any 401 reads as bad credentials. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return INVALID_LOGIN;
  return readableMessage(error, INVALID_LOGIN);
}

/** The text of the "Registration failed" toast (docs/product.md#texts-kept-word-for-word). */
export function registerFailureMessage(error: unknown): string {
  const message = readableMessage(error, REGISTER_FALLBACK);
  return message.includes(USERNAME_TAKEN) ? USERNAME_TAKEN : message;
}

/** docs/product.md#texts-kept-word-for-word: what a sign-in through a provider says when the server has no client for it. */
export const SOCIAL_AUTH_NOT_CONFIGURED = 'Social authentication is not configured. Please contact support.';
const SOCIAL_AUTH_FAILED = 'Sign-in failed. Please try again.';

// The account rules' refusals (server: accounts/provider-sign-in.ts), where "try again" would not help.
const ACCOUNT_REFUSALS: Record<string, string> = {
  not_configured: SOCIAL_AUTH_NOT_CONFIGURED,
  password_account: 'An account already uses this e-mail with a password. Log in with your password instead.',
  email_unverified: 'Your provider has not verified this e-mail address. Verify it there, or sign up with a password.',
  email_missing: 'Your provider did not share a usable e-mail address, which an account needs.',
  account_conflict: 'This e-mail belongs to an account linked to another sign-in. Log in with that one.',
};

/** The toast for a return at /?auth=error&reason=…: the account rules' refusals in their own words, anything else "try again". */
export function authErrorMessage(reason: string | null): string {
  return (reason !== null && Object.hasOwn(ACCOUNT_REFUSALS, reason) ? ACCOUNT_REFUSALS[reason] : undefined) ?? SOCIAL_AUTH_FAILED;
}
