import type { RequestMeta } from '../../http/request-meta.js';
import type { AccountsDeps } from './deps.js';
import { createPasswordReset } from './password-reset.js';
import { createRoles } from './roles.js';
import { createSignIn } from './sign-in.js';

export type { RequestMeta };
export { EMAIL_TAKEN, INVALID_LOGIN, USERNAME_TAKEN } from './sign-in.js';
export { INVALID_RESET } from './password-reset.js';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Accounts, one concern a file: sign-in and sessions, roles, password resets. */
export function createAccountsService(deps: AccountsDeps) {
  return { ...createSignIn(deps), ...createRoles(deps), ...createPasswordReset(deps) };
}
