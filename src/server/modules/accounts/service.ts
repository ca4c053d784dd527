import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Availability, LoginPayload, RegisterPayload, Role } from '../../../contracts/auth.js';
import type { Config } from '../../config.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuditRepository } from '../audit/repository.js';
import type { RateLimiter } from '../rate-limits/service.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './password.js';
import { createPasswordResetsRepository, type PasswordResetsRepository } from './password-resets-repository.js';
import { createProviderUser, findProviderUser, type ProviderOutcome, type ProviderProfile } from './provider-sign-in.js';
import { hashToken, newToken } from './session-token.js';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.js';
import { createUsersRepository, type UserRow, type UsersRepository } from './users-repository.js';

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email already exists';
export const INVALID_LOGIN = 'Invalid username, email or password';
export const INVALID_RESET = 'This password reset link is invalid or has expired';

export type { RequestMeta };

interface Deps {
  knex: Knex;
  config: Config;
  logger: Logger;
  users: UsersRepository;
  sessions: SessionsRepository;
  resets: PasswordResetsRepository;
  audit: AuditRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Accounts and sessions: registration, sign-in, roles and password resets. */
export function createAccountsService(deps: Deps) {
  const { config, users, sessions, rateLimiter, audit } = deps;

  async function startSession(user: UserRow, meta: RequestMeta): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
    await sessions.insert({ idHash: hashToken(token), userId: user.id, expiresAt, ...meta });
    await users.touchLastSeen(user.id);
    return token;
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
     * verified e-mail (now linked), else a new password-less member. Starts a fresh session.
     */
    async signInWithProvider(profile: ProviderProfile, meta: RequestMeta) {
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
      return { user, token: await startSession(user, meta) };
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
     */
    async login(input: LoginPayload, meta: RequestMeta) {
      const user = await users.findByLogin(input.loginId);
      const account = user ? `user:${user.id}` : `unknown:${input.loginId.toLowerCase()}`;
      const accountKey = `login:account:${account}:${meta.ip}`;
      const message = 'Too many login attempts. Please wait a few minutes and try again.';
      await rateLimiter.consume(
        { key: `login:ip:${meta.ip}`, max: config.LOGIN_MAX_PER_IP, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
        { key: accountKey, max: config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS, message },
      );
      const valid = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !valid) throw new UnauthorizedError(INVALID_LOGIN);
      await rateLimiter.reset(accountKey);
      return { user, token: await startSession(user, meta) };
    },

    /** The user behind a session token, or null when the session is unknown or expired. */
    async userForSession(token: string): Promise<UserRow | null> {
      return sessions.findUser(hashToken(token));
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
      await consumeCheck(ip);
      const taken = await users.findByUsername(username);
      return taken
        ? { available: false, message: 'Username is already taken' }
        : { available: true, message: 'Username is available' };
    },

    async checkEmail(email: string, ip: string): Promise<Availability> {
      await consumeCheck(ip);
      const taken = await users.findByEmail(email);
      return taken
        ? { available: false, message: 'Email is already registered' }
        : { available: true, message: 'Email is available' };
    },

    async listUsers(): Promise<UserRow[]> {
      return users.list();
    },

    /**
     * Sets a user's role. Their sessions end, so the next sign-in gets a new session id with the new
     * rights; the last admin cannot be demoted.
     */
    async changeRole(userId: number, role: Role, actorUserId: number | null): Promise<UserRow> {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError('User not found');
      if (user.role === role) return user;
      if (role === 'user' && (await users.countByRole('admin')) <= 1) throw new ConflictError('At least one admin must remain');
      const updated = await deps.knex.transaction(async (trx) => {
        const row = await createUsersRepository(trx).setRole(userId, role);
        await createSessionsRepository(trx).deleteForUser(userId);
        return row;
      });
      await audit.record({ actorUserId, action: 'user.role_change', targetType: 'user', targetId: userId, details: { role } });
      deps.logger.info({ userId, role, actorUserId }, 'user role changed');
      return updated as UserRow;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      return users.findByUsername(username);
    },

    /** Mails a reset link when the address has an account; answers the same either way. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await consumeCheck(ip);
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      const expiresAt = new Date(Date.now() + config.PASSWORD_RESET_TTL_MINUTES * 60_000);
      await deps.resets.insert(hashToken(token), user.id, expiresAt);
      const link = new URL(`/reset-password?token=${token}`, config.PUBLIC_URL).toString();
      // Sent in the background: the answer must not take longer when the address has an account.
      deps.mailer
        .send({
          to: user.email,
          subject: 'Reset your AlphaWire password',
          text:
            `Hello ${user.username},\n\nSomeone asked to reset the password of your AlphaWire account.\n` +
            `To choose a new password, open this link within ${config.PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\n` +
            'If it was not you, ignore this mail: your password stays as it is.\n',
        })
        .catch((error: unknown) => deps.logger.error({ err: error, userId: user.id }, 'password reset mail failed'));
      await audit.record({ actorUserId: user.id, action: 'user.password_reset_requested', targetType: 'user', targetId: user.id, ip });
    },

    /** Sets a new password from a mailed token; every session of the account ends. */
    async resetPassword(token: string, password: string): Promise<void> {
      if (isCommonPassword(password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      const userId = await deps.knex.transaction(async (trx) => {
        const id = await createPasswordResetsRepository(trx).consume(hashToken(token));
        if (id === null) return null;
        await createUsersRepository(trx).setPasswordHash(id, passwordHash);
        await createSessionsRepository(trx).deleteForUser(id);
        return id;
      });
      if (userId === null) throw new BadRequestError(INVALID_RESET);
      await audit.record({ actorUserId: userId, action: 'user.password_reset', targetType: 'user', targetId: userId });
    },
  };

  async function consumeCheck(ip: string): Promise<void> {
    await rateLimiter.consume({
      key: `check:ip:${ip}`,
      max: config.CHECK_MAX_PER_IP,
      windowSeconds: config.CHECK_WINDOW_SECONDS,
      message: 'Too many checks. Please slow down and try again in a minute.',
    });
  }
}
