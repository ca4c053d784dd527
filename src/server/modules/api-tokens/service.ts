import { API_TOKEN_MESSAGES, type ApiTokenList, type ApiTokenScope, type CreatedApiToken, MAX_API_TOKENS, type NewApiToken } from '../../../contracts/api-tokens.js';
import type { SessionUser } from '../../../contracts/auth.js';
import type { Repositories } from '../../db/repositories.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.js';
import { hashToken, newToken } from '../accounts/session-token.js';
import type { RateLimiter } from '../rate-limits/service.js';
import { presentApiToken } from './presenter.js';

/** The prefix makes a leaked token recognisable (to its owner, and to secret scanners). */
const TOKEN_PREFIX = 'aw_';
const TOKEN_SHAPE = /^aw_[A-Za-z0-9_-]{43}$/;

/** One call made with a token: what it asks for decides the scope it needs. */
export interface ApiTokenCall {
  method: string;
  path: string;
  /** An admin route: it needs the admin scope and an owner who is an admin now. */
  adminRoute: boolean;
}

/** Who a valid token speaks for. */
export interface ApiTokenCaller {
  user: SessionUser;
  tokenId: number;
  /** The name its owner gave it: what the audit log shows of it. */
  tokenName: string;
  scopes: ApiTokenScope[];
}

/** An admin call a token made, as the audit log keeps it. */
export interface ApiTokenAdminCall {
  userId: number;
  tokenId: number;
  tokenName: string;
  method: string;
  path: string;
  ip: string | null;
}

export interface ApiTokensService {
  list(userId: number): Promise<ApiTokenList>;
  /** Makes a token; the answer holds it in full, the only time it is ever shown. */
  create(user: SessionUser, payload: NewApiToken): Promise<CreatedApiToken>;
  revoke(userId: number, id: number): Promise<void>;
  /** The caller of a request sent with this token, or a 401/403/429 saying why not. */
  authenticate(token: string, call: ApiTokenCall): Promise<ApiTokenCaller>;
  /** Whether a token that signed a call in is still good (not revoked, not expired): asked by long-lived streams. */
  isActive(id: number): Promise<boolean>;
  /** Writes an admin call the token made to the audit log (`api_token.admin_call`). */
  recordAdminCall(call: ApiTokenAdminCall): Promise<void>;
}

interface Deps {
  repos: Pick<Repositories, 'apiTokens' | 'audit'>;
  rateLimiter: RateLimiter;
  /** API_TOKEN_MAX_PER_MINUTE: calls one token may make in a minute, on all instances together. */
  maxPerMinute: number;
}

function neededScope(call: ApiTokenCall): ApiTokenScope {
  if (call.adminRoute) return 'admin';
  return call.method === 'get' || call.method === 'head' ? 'read' : 'write';
}

const REFUSALS: Record<ApiTokenScope, string> = {
  read: API_TOKEN_MESSAGES.needsRead,
  write: API_TOKEN_MESSAGES.needsWrite,
  admin: API_TOKEN_MESSAGES.needsAdmin,
};

/**
 * Personal API tokens (docs/product.md#api-tokens): stored as a SHA-256 only, looked up in the
 * database on every call (so a revocation or a demotion counts at once on every instance),
 * throttled per token, and every admin call carried out with one audited (http/auth.ts, once answered).
 */
export function createApiTokensService({ repos, rateLimiter, maxPerMinute }: Deps): ApiTokensService {
  const { apiTokens, audit } = repos;
  return {
    async list(userId) {
      return { tokens: (await apiTokens.listForUser(userId)).map(presentApiToken) };
    },

    async create(user, payload) {
      if (payload.scopes.includes('admin') && user.role !== 'admin') throw new ForbiddenError(API_TOKEN_MESSAGES.adminOnly);
      const token = TOKEN_PREFIX + newToken();
      const row = await apiTokens.insertBelow(MAX_API_TOKENS, {
        userId: user.id,
        name: payload.name,
        tokenHash: hashToken(token),
        scopes: payload.scopes,
        expiresInDays: payload.expiresInDays ?? null,
      });
      if (!row) throw new ConflictError(API_TOKEN_MESSAGES.tooMany);
      return { ...presentApiToken(row), token };
    },

    async revoke(userId, id) {
      if (!(await apiTokens.delete(userId, id))) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
    },

    isActive: (id) => apiTokens.isActive(id),

    async authenticate(token, call) {
      if (!TOKEN_SHAPE.test(token)) throw new UnauthorizedError(API_TOKEN_MESSAGES.malformed);
      const match = await apiTokens.findByHash(hashToken(token));
      if (!match) throw new UnauthorizedError(API_TOKEN_MESSAGES.unknown);
      if (match.expired) throw new UnauthorizedError(API_TOKEN_MESSAGES.expired);
      const { token: row, owner } = match;
      const needed = neededScope(call);
      const allowed = row.scopes.includes(needed) && (needed !== 'admin' || owner.role === 'admin');
      if (!allowed) throw new ForbiddenError(REFUSALS[needed]);
      await rateLimiter.consume({ key: `api-token:${row.id}`, max: maxPerMinute, windowSeconds: 60, message: API_TOKEN_MESSAGES.tooManyCalls });
      if (row.last_used_at === null || Date.now() - row.last_used_at.getTime() >= 60_000) await apiTokens.touch(row.id);
      return { user: owner, tokenId: row.id, tokenName: row.name, scopes: row.scopes };
    },

    async recordAdminCall(call) {
      await audit.record({
        actorUserId: call.userId,
        action: 'api_token.admin_call',
        targetType: 'api_token',
        targetId: call.tokenId,
        details: { method: call.method.toUpperCase(), path: call.path, token: call.tokenName },
        ip: call.ip,
      });
    },
  };
}
