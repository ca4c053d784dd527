import type { Knex } from 'knex';

export interface TwoFactorRow {
  user_id: number;
  secret_enc: string;
  enabled_at: Date | null;
  last_used_step: string | number | null;
  created_at: Date;
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/** All SQL on the two-factor tables: the sealed key, the hashed recovery codes, pending sign-ins. */
export function createTwoFactorRepository(knex: Knex) {
  const keys = () => knex<TwoFactorRow>('two_factor');
  const codes = () => knex('two_factor_recovery_codes');
  const pending = () => knex('two_factor_pending_logins');
  return {
    async find(userId: number): Promise<TwoFactorRow | null> {
      return (await keys().where({ user_id: userId }).first()) ?? null;
    },

    async isEnabled(userId: number): Promise<boolean> {
      return (await keys().where({ user_id: userId }).whereNotNull('enabled_at').first('user_id')) !== undefined;
    },

    /** Starts (or restarts) enrolment with a new sealed key; refused (false) when already enabled. */
    async saveUnconfirmed(userId: number, secretEnc: string): Promise<boolean> {
      const rows = await keys()
        .insert({ user_id: userId, secret_enc: secretEnc, enabled_at: null, last_used_step: null })
        .onConflict('user_id')
        .merge({ secret_enc: secretEnc, last_used_step: null, created_at: knex.fn.now() })
        .where('two_factor.enabled_at', null)
        .returning('user_id');
      return rows.length === 1;
    },

    /**
     * Records that the code of this time step was used, only if no code of this or a later step was:
     * two requests racing with one code cannot both win.
     */
    async useStep(userId: number, step: number): Promise<boolean> {
      const updated = await keys()
        .where({ user_id: userId })
        .andWhere((q) => q.whereNull('last_used_step').orWhere('last_used_step', '<', step))
        .update({ last_used_step: step });
      return updated === 1;
    },

    /** Turns the confirmed key on; false when it was on already (a confirmation sent twice at once). */
    async enable(userId: number): Promise<boolean> {
      return (await keys().where({ user_id: userId }).whereNull('enabled_at').update({ enabled_at: knex.fn.now() })) === 1;
    },

    async remove(userId: number): Promise<void> {
      await codes().where({ user_id: userId }).delete();
      await pending().where({ user_id: userId }).delete();
      await keys().where({ user_id: userId }).delete();
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await codes().where({ user_id: userId }).delete();
      await codes().insert(hashes.map((code_hash) => ({ code_hash, user_id: userId })));
    },

    /** Marks an unused recovery code of this user as used; false when there is none. */
    async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
      const updated = await codes().where({ user_id: userId, code_hash: hash }).whereNull('used_at').update({ used_at: knex.fn.now() });
      return updated === 1;
    },

    async countRecoveryCodesLeft(userId: number): Promise<number> {
      const row = await codes().where({ user_id: userId }).whereNull('used_at').count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },

    async insertPending(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await pending().insert({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
    },

    /** The account a live pending sign-in belongs to, or null. */
    async findPending(tokenHash: string): Promise<number | null> {
      const row = await pending().where({ token_hash: tokenHash }).where('expires_at', '>', knex.fn.now()).first('user_id');
      return row ? Number(row.user_id) : null;
    },

    /** Ends a pending sign-in; true only for the one caller that ended it (single use). */
    async consumePending(tokenHash: string): Promise<boolean> {
      return (await pending().where({ token_hash: tokenHash }).where('expires_at', '>', knex.fn.now()).delete()) === 1;
    },

    /** Ends every pending sign-in of the account (its password changed: they began with the old one). */
    async deletePendingFor(userId: number): Promise<void> {
      await pending().where({ user_id: userId }).delete();
    },

    async deleteExpiredPending(): Promise<number> {
      return pending().where('expires_at', '<=', knex.fn.now()).delete();
    },
  };
}
