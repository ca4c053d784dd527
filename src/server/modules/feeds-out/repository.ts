import type { Knex } from 'knex';

export type FeedTokensRepository = ReturnType<typeof createFeedTokensRepository>;

/** All SQL on feed_tokens: one key per member, found by its SHA-256. */
export function createFeedTokensRepository(knex: Knex) {
  return {
    /** The member's sealed key, or null before they first ask for it. */
    async sealedFor(userId: number): Promise<string | null> {
      const row = await knex('feed_tokens').where({ user_id: userId }).first<{ token_sealed: string } | undefined>('token_sealed');
      return row?.token_sealed ?? null;
    },

    /**
     * Keeps the member's first key; false when they have one already (two first asks at once:
     * the caller reads the one that won).
     */
    async insertFirst(userId: number, tokenHash: string, tokenSealed: string): Promise<boolean> {
      const rows = await knex('feed_tokens').insert({ user_id: userId, token_hash: tokenHash, token_sealed: tokenSealed }).onConflict('user_id').ignore().returning('user_id');
      return rows.length === 1;
    },

    /** Puts a new key in place of the member's old one (or their first): the old one finds nobody from now on. */
    async replace(userId: number, tokenHash: string, tokenSealed: string): Promise<void> {
      await knex('feed_tokens')
        .insert({ user_id: userId, token_hash: tokenHash, token_sealed: tokenSealed })
        .onConflict('user_id')
        .merge({ token_hash: tokenHash, token_sealed: tokenSealed, created_at: knex.fn.now() });
    },

    /** The member whose key has this hash, or null. */
    async userIdByHash(tokenHash: string): Promise<number | null> {
      const row = await knex('feed_tokens').where({ token_hash: tokenHash }).first<{ user_id: number } | undefined>('user_id');
      return row?.user_id ?? null;
    },
  };
}
