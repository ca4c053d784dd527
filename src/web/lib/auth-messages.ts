import { ApiError } from '../api/api-error';

const INVALID_LOGIN = 'Invalid username or email';
const USERNAME_TAKEN = 'Username already exists';
const REGISTER_FALLBACK = 'Could not create account';

/** The text of the "Login failed" toast (spec 1 §8): any 401 reads as bad credentials. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return INVALID_LOGIN;
  if (error instanceof Error && error.message !== '') return error.message;
  return INVALID_LOGIN;
}

/** The text of the "Registration failed" toast (spec 1 §8). */
export function registerFailureMessage(error: unknown): string {
  if (!(error instanceof Error) || error.message === '') return REGISTER_FALLBACK;
  if (error.message.includes(USERNAME_TAKEN)) return USERNAME_TAKEN;
  return error.message;
}
