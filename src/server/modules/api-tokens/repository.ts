import type { Knex } from 'knex';
import type { ApiTokenScope } from '../../../contracts/api-tokens.js';
import type { SessionUser } from '../../../contracts/auth.js';

export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  scopes: ApiTokenScope[];
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

/** A token found by its hash, with its owner as the users table says now (so a demotion counts at once). */
export interface ApiTokenMatch {
  token: ApiTokenRow;
  owner: SessionUser;
  /** Judged by the database's clock, which every instance shares. */
  expired: boolean;
}

const TOKEN_COLUMNS = ['t.id', 't.user_id', 't.name', 't.scopes', 't.created_at', 't.last_used_at', 't.expires_at'];

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;

/** All SQL on api_tokens. Tokens are found by their SHA-256 only. */
export function createApiTokensRepository(knex: Knex) {
  return {
    /** A member's tokens, newest first. */
    async listForUser(userId: number): Promise<ApiTokenRow[]> {
      return knex('api_tokens as t').select(TOKEN_COLUMNS).where('t.user_id', userId).orderBy('t.id', 'desc');
    },

    /**
     * Stores a new token's hash, unless the member has `max` already: null then. Counted with the
     * member's row held, so tokens asked for at once cannot pass the ceiling together (40 at once
     * left 22). expiresInDays counts from the database's now.
     */
    async insertBelow(max: number, token: { userId: number; name: string; tokenHash: string; scopes: ApiTokenScope[]; expiresInDays: number | null }): Promise<ApiTokenRow | null> {
      return knex.transaction(async (trx) => {
        await trx('users').where({ id: token.userId }).forUpdate().first('id');
        const held = await trx('api_tokens').where({ user_id: token.userId }).count<{ count: string | number }>('* as count').first();
        if (Number(held?.count ?? 0) >= max) return null;
        const expiresAt = token.expiresInDays === null ? null : trx.raw('now() + make_interval(days => ?)', [token.expiresInDays]);
        const [row] = await trx('api_tokens')
          .insert({ user_id: token.userId, name: token.name, token_hash: token.tokenHash, scopes: token.scopes, expires_at: expiresAt })
          .returning(['id', 'user_id', 'name', 'scopes', 'created_at', 'last_used_at', 'expires_at']);
        if (!row) throw new Error('api token insert returned no row');
        return row as ApiTokenRow;
      });
    },

    /** Deletes one of the member's tokens; false when they have none with this id. */
    async delete(userId: number, id: number): Promise<boolean> {
      return (await knex('api_tokens').where({ id, user_id: userId }).delete()) > 0;
    },

    /** The token with this hash and its owner, or null. */
    async findByHash(tokenHash: string): Promise<ApiTokenMatch | null> {
      const row = await knex('api_tokens as t')
        .join('users as u', 'u.id', 't.user_id')
        .select(TOKEN_COLUMNS)
        .select('u.username', 'u.email', 'u.role', knex.raw('(t.expires_at is not null and t.expires_at <= now()) as expired'))
        .where('t.token_hash', tokenHash)
        .first<(ApiTokenRow & SessionUser & { expired: boolean }) | undefined>();
      if (!row) return null;
      const { username, email, role, expired, ...token } = row;
      return { token, owner: { id: token.user_id, username, email, role }, expired };
    },

    /** Whether the token is still there (not revoked) and not expired. */
    async isActive(id: number): Promise<boolean> {
      const row = await knex('api_tokens').where({ id }).andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', knex.fn.now())).first('id');
      return row !== undefined;
    },

    /** Records a use, unless one was recorded in the last minute (one write a minute at most, whatever the traffic). */
    async touch(id: number): Promise<void> {
      await knex('api_tokens')
        .where({ id })
        .andWhere((q) => q.whereNull('last_used_at').orWhereRaw("last_used_at < now() - interval '1 minute'"))
        .update({ last_used_at: knex.fn.now() });
    },
  };
}
