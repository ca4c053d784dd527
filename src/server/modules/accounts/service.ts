import type { Availability, LoginPayload, RegisterPayload, Role } from '../../../contracts/auth.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { AccountsDeps } from './deps.js';
import { createPasswordReset } from './password-reset.js';
import type { ProviderProfile } from './provider-sign-in.js';
import { createRoles } from './roles.js';
import { createSignIn, type SignInResult } from './sign-in.js';
import type { UserRow } from './users-repository.js';

export type { RequestMeta };
export { EMAIL_TAKEN, INVALID_LOGIN, USERNAME_TAKEN } from './sign-in.js';
export { INVALID_RESET } from './password-reset.js';

/** What routes, jobs and other modules ask of accounts; sign-in.ts, roles.ts and password-reset.ts say how. */
export interface AccountsService {
  requestPasswordReset(email: string, ip: string): Promise<void>;
  resetPassword(token: string, password: string, ip: string): Promise<void>;
  listUsers(): Promise<UserRow[]>;
  changeRole(userId: number, role: Role, actorUserId: number | null): Promise<UserRow>;
  /** Throws unless the username typed and the password (when the account has one) are the member's own. */
  confirmOwner(userId: number, given: { username: string; password?: string | undefined }, ip: string): Promise<void>;
  /** Deletes an account and all of theirs; the last admin cannot be. Returns who it was. */
  deleteUser(userId: number, actorUserId: number | null): Promise<UserRow>;
  findByUsername(username: string): Promise<UserRow | null>;
  /** Whether anyone can run the admin pages yet (start-up says how to make the first admin when not). */
  hasAdmin(): Promise<boolean>;
  signInWithProvider(profile: ProviderProfile, meta: RequestMeta): Promise<SignInResult>;
  register(input: RegisterPayload, meta: RequestMeta): Promise<{
    user: UserRow;
    token: string;
  }>;
  createUser(input: RegisterPayload, role: Role): Promise<UserRow>;
  login(input: LoginPayload, meta: RequestMeta): Promise<SignInResult>;
  finishTwoFactorSignIn(userId: number, meta: RequestMeta): Promise<{
    user: UserRow;
    token: string;
  }>;
  userForSession(token: string): Promise<UserRow | null>;
  sessionStartedAt(token: string): Promise<Date | null>;
  logout(token: string): Promise<void>;
  heartbeat(token: string, userId: number): Promise<void>;
  checkUsername(username: string, ip: string): Promise<Availability>;
  checkEmail(email: string, ip: string): Promise<Availability>;
}

/** Accounts, one concern a file: sign-in and sessions, roles, password resets. */
export function createAccountsService(deps: AccountsDeps): AccountsService {
  return { ...createSignIn(deps), ...createRoles(deps), ...createPasswordReset(deps) };
}
