import type { Knex } from 'knex';

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

/** All SQL on password_resets. Tokens are stored as hashes only. */
export function createPasswordResetsRepository(knex: Knex) {
  return {
    async insert(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await knex('password_resets').insert({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
    },

    /**
     * Holds the account's row until the transaction ends, so that asks for one account's links are
     * counted and made one at a time, on every instance (concurrent asks each saw room under the cap).
     */
    async lockAccount(userId: number): Promise<void> {
      await knex('users').where({ id: userId }).forUpdate().first('id');
    },

    /** How many links were made for this account in the last `minutes`. */
    async countSince(userId: number, minutes: number): Promise<number> {
      const row = await knex('password_resets')
        .where({ user_id: userId })
        .andWhere('created_at', '>', knex.raw('now() - make_interval(mins => ?)', [minutes]))
        .count<{ n: string | number }>('* as n')
        .first();
      return Number(row?.n ?? 0);
    },

    /** Marks every unused link of the account used: one reset ends the others. */
    async useAll(userId: number): Promise<void> {
      await knex('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: knex.fn.now() });
    },

    /** Whether a token is there, unused and unexpired (consume still decides, in its transaction). */
    async isUsable(tokenHash: string): Promise<boolean> {
      const row = await knex('password_resets').where({ token_hash: tokenHash }).whereNull('used_at').andWhere('expires_at', '>', knex.fn.now()).first('user_id');
      return row !== undefined;
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
