import { EMAIL_CHECK_PATTERN, MESSAGES } from '../../contracts/auth';

const USERNAME_CHECK_MIN = 3;

/** The username is worth asking the server about once it has 3 characters. */
export function shouldCheckUsername(username: string): boolean {
  return username.trim().length >= USERNAME_CHECK_MIN;
}

/** The e-mail is worth asking about once it looks like something@something.something. */
export function shouldCheckEmail(email: string): boolean {
  return EMAIL_CHECK_PATTERN.test(email.trim());
}

/** What to say beside a field that is too short or malformed to check yet (docs/product.md#sign-in-dialogs). */
export function uncheckedUsernameHint(username: string): string | null {
  if (username === '' || shouldCheckUsername(username)) return null;
  return MESSAGES.usernameMin;
}

export function uncheckedEmailHint(email: string): string | null {
  if (email === '' || shouldCheckEmail(email)) return null;
  return MESSAGES.email;
}

export interface SignUpState {
  submitting: boolean;
  username: string;
  email: string;
  usernameAvailable: boolean | undefined;
  emailAvailable: boolean | undefined;
}

/** docs/product.md#sign-in-dialogs: Sign Up is disabled while submitting or when a checked name or e-mail is taken. */
export function isSignUpBlocked(state: SignUpState): boolean {
  if (state.submitting) return true;
  if (shouldCheckUsername(state.username) && state.usernameAvailable === false) return true;
  return state.email.includes('@') && state.emailAvailable === false;
}
