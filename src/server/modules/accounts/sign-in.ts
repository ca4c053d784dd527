import { ACCOUNT_DELETION_MESSAGES, type Availability, type LoginPayload, type RegisterPayload, type Role } from '../../../contracts/auth.js';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../errors.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { type AccountsDeps, consumeCheck } from './deps.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './password.js';
import { createProviderUser, findProviderUser, type ProviderOutcome, type ProviderProfile } from './provider-sign-in.js';
import { hashToken, newToken } from './session-token.js';
import type { UserRow } from './users-repository.js';

/** How many addresses' allowance of guesses one account gets from all addresses together. */
export const LOGIN_ADDRESSES_PER_ACCOUNT = 10;

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email already exists';
export const INVALID_LOGIN = 'Invalid username, email or password';

/**
 * What a sign-in that passed its first factor gives: a session token, or, for an account with
 * two-factor sign-in, a pending sign-in token that only the code turns into a session.
 */
export type SignInResult = { user: UserRow; token: string; twoFactorToken?: undefined } | { user: UserRow; token?: undefined; twoFactorToken: string };

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Accounts and their sessions: sign-up, sign-in (by password or a provider), sign-out, availability. */
export function createSignIn(deps: AccountsDeps) {
  const { config, rateLimiter } = deps;
  const { users, sessions, audit } = deps.repos;
  async function startSession(user: UserRow, meta: RequestMeta): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
    // A password reset that lands while this sign-in was hashing leaves it without a session.
    if (!(await sessions.insert({ idHash: hashToken(token), userId: user.id, expiresAt, ...meta }, user.password_hash))) throw new UnauthorizedError(INVALID_LOGIN);
    await users.touchLastSeen(user.id);
    return token;
  }

  async function sessionOrCode(user: UserRow, meta: RequestMeta): Promise<SignInResult> {
    if (await deps.twoFactor.isEnabled(user.id)) return { user, twoFactorToken: await deps.twoFactor.beginSignIn(user.id) };
    return { user, token: await startSession(user, meta) };
  }

  async function createUser(input: RegisterPayload, role: Role): Promise<UserRow> {
    if (isCommonPassword(input.password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
    if (await users.findByUsername(input.username)) throw new BadRequestError(USERNAME_TAKEN);
    if (await users.findByEmail(input.email)) throw new BadRequestError(EMAIL_TAKEN);
    const passwordHash = await hashPassword(input.password);
    try {
      return await users.insert({ username: input.username, email: input.email, passwordHash, role });
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (!isUniqueViolation(error)) throw error;
      throw new BadRequestError(error.constraint?.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
  }

  // Two callbacks racing for one new identity, or a sign-up taking the chosen name first: the
  // unique indexes decide and the lookup runs again, which then finds or skips what won.
  async function resolveProviderUser(profile: ProviderProfile): Promise<{ user: UserRow; outcome: ProviderOutcome }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const found = await findProviderUser(users, profile);
        if (found) return found;
        return { user: await createProviderUser(users, profile), outcome: 'created' };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  return {
    /**
     * Signs in an identity a provider vouched for: its linked account, else the account of its
     * verified e-mail (now linked), else a new password-less member. Starts a fresh session, or,
     * for an account with two-factor sign-in, a pending sign-in: Google vouches for the person,
     * but the second factor is this account's own rule, so the code is asked for too.
     */
    async signInWithProvider(profile: ProviderProfile, meta: RequestMeta): Promise<SignInResult> {
      const { user, outcome } = await resolveProviderUser(profile);
      await audit.record({
        actorUserId: user.id,
        action: 'user.provider_sign_in',
        targetType: 'user',
        targetId: user.id,
        details: { provider: 'google', outcome },
        ip: meta.ip,
      });
      deps.logger.info({ userId: user.id, outcome }, 'signed in with Google');
      return sessionOrCode(user, meta);
    },

    /** Creates a member account and signs it in; returns the user and the new session token. */
    async register(input: RegisterPayload, meta: RequestMeta) {
      await rateLimiter.consume({
        key: `register:ip:${meta.ip}`,
        max: config.REGISTER_MAX_PER_IP,
        windowSeconds: config.REGISTER_WINDOW_SECONDS,
        message: 'Too many sign-ups from this address. Please try again later.',
      });
      const user = await createUser(input, 'user');
      await audit.record({ actorUserId: user.id, action: 'user.register', targetType: 'user', targetId: user.id, ip: meta.ip });
      deps.logger.info({ userId: user.id }, 'user registered');
      return { user, token: await startSession(user, meta) };
    },

    /** Creates an account with a chosen role, for the CLI. */
    async createUser(input: RegisterPayload, role: Role): Promise<UserRow> {
      const user = await createUser(input, role);
      await audit.record({ actorUserId: null, action: 'user.create', targetType: 'user', targetId: user.id, details: { role } });
      return user;
    },

    /**
     * Signs in by username or e-mail. Throttled per account and address and per address before any
     * hashing; an unknown account costs the same time as a wrong password. The account is the one
     * the name resolves to, so its username and its e-mail share one allowance of guesses.
     * An account with two-factor sign-in gets no session here: a pending sign-in awaits its code.
     */
    async login(input: LoginPayload, meta: RequestMeta): Promise<SignInResult> {
      const user = await users.findByLogin(input.loginId);
      const account = user ? `user:${user.id}` : `unknown:${input.loginId.toLowerCase()}`;
      const accountKey = `login:account:${account}:${meta.ip}`;
      // Guesses spread over many addresses still meet a ceiling: ten addresses' worth for the account.
      const everywhereKey = `login:everywhere:${account}`;
      const message = 'Too many login attempts. Please wait a few minutes and try again.';
      await rateLimiter.consume(
        { key: `login:ip:${meta.ip}`, max: config.LOGIN_MAX_PER_IP, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
        { key: accountKey, max: config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
        { key: everywhereKey, max: config.LOGIN_MAX_PER_ACCOUNT * LOGIN_ADDRESSES_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
      );
      const valid = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !valid) throw new UnauthorizedError(INVALID_LOGIN);
      await rateLimiter.reset(accountKey);
      await rateLimiter.reset(everywhereKey);
      return sessionOrCode(user, meta);
    },

    /**
     * The signed-in member shows it is them before their account is deleted: their username typed,
     * and their password (an account made by Google sign-in has none), guesses throttled as
     * sign-in's are, so a session left open is not a way to try passwords.
     */
    async confirmOwner(userId: number, given: { username: string; password?: string | undefined }, ip: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('User not found');
      if (given.username.trim().toLowerCase() !== user.username.toLowerCase()) throw new BadRequestError(ACCOUNT_DELETION_MESSAGES.username);
      if (user.password_hash === null) return;
      if (!given.password) throw new BadRequestError(ACCOUNT_DELETION_MESSAGES.passwordMissing);
      // Sign-in's three allowances, its ceiling over every address included: these guesses and
      // sign-in's count together, so a session left open adds none.
      const accountKey = `login:account:user:${user.id}:${ip}`;
      const everywhereKey = `login:everywhere:user:${user.id}`;
      const message = 'Too many login attempts. Please wait a few minutes and try again.';
      await rateLimiter.consume(
        { key: `login:ip:${ip}`, max: config.LOGIN_MAX_PER_IP, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
        { key: accountKey, max: config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
        { key: everywhereKey, max: config.LOGIN_MAX_PER_ACCOUNT * LOGIN_ADDRESSES_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
      );
      if (!(await verifyPassword(user.password_hash, given.password))) throw new BadRequestError(ACCOUNT_DELETION_MESSAGES.passwordWrong);
      await rateLimiter.reset(accountKey);
      await rateLimiter.reset(everywhereKey);
    },

    /** Starts the session of a sign-in whose two-factor code was accepted. */
    async finishTwoFactorSignIn(userId: number, meta: RequestMeta) {
      const user = await users.findById(userId);
      if (!user) throw new UnauthorizedError(INVALID_LOGIN);
      await audit.record({ actorUserId: user.id, action: 'user.2fa_sign_in', targetType: 'user', targetId: user.id, ip: meta.ip });
      return { user, token: await startSession(user, meta) };
    },

    /** The user behind a session token, or null when the session is unknown or expired. */
    async userForSession(token: string): Promise<UserRow | null> {
      return sessions.findUser(hashToken(token));
    },

    async sessionStartedAt(token: string): Promise<Date | null> {
      return sessions.startedAt(hashToken(token));
    },

    async logout(token: string): Promise<void> {
      await sessions.delete(hashToken(token));
    },

    /** Records that the member is active. */
    async heartbeat(token: string, userId: number): Promise<void> {
      await sessions.touch(hashToken(token));
      await users.touchLastSeen(userId);
    },

    async checkUsername(username: string, ip: string): Promise<Availability> {
      await consumeCheck(deps, ip);
      const taken = await users.findByUsername(username);
      return taken
        ? { available: false, message: 'Username is already taken' }
        : { available: true, message: 'Username is available' };
    },

    async checkEmail(email: string, ip: string): Promise<Availability> {
      await consumeCheck(deps, ip);
      const taken = await users.findByEmail(email);
      return taken
        ? { available: false, message: 'Email is already registered' }
        : { available: true, message: 'Email is available' };
    },
  };
}
