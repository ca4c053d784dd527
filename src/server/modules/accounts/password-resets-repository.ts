import type { Knex } from 'knex';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

/** All SQL on password_resets. Tokens are stored as hashes only. */
export function createPasswordResetsRepository(knex: Knex) {
  return {
    async insert(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await knex('password_resets').insert({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
    },

    /** Marks an unused, unexpired token used and returns its user id; null when there is none. */
    async consume(tokenHash: string): Promise<number | null> {
      const [row] = await knex('password_resets')
        .where({ token_hash: tokenHash })
        .whereNull('used_at')
        .andWhere('expires_at', '>', knex.fn.now())
        .update({ used_at: knex.fn.now() })
        .returning('user_id');
      return row ? (row.user_id as number) : null;
    },
  };
}
