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

/** The toast for a return at /?auth=error&reason=…; only a missing client gets its own words. */
export function authErrorMessage(reason: string | null): string {
  return reason === 'not_configured' ? SOCIAL_AUTH_NOT_CONFIGURED : SOCIAL_AUTH_FAILED;
}
