import type { Knex } from 'knex';
import type { UserRow } from './users-repository.js';

export interface NewSession {
  idHash: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** All SQL on the sessions table. Rows are keyed by the hash of the cookie's id. */
export function createSessionsRepository(knex: Knex) {
  const sessions = () => knex('sessions');
  return {
    /**
     * Opens the session unless the account is gone, or its password is no longer `passwordHash`,
     * the one just checked: false then. The account's row is held meanwhile, so a password reset
     * racing the sign-in either comes first (and this sees the new hash) or waits, and then ends
     * this session with the account's others.
     */
    async insert(session: NewSession, passwordHash: string | null): Promise<boolean> {
      return knex.transaction(async (trx) => {
        const user = await trx<UserRow>('users').where({ id: session.userId }).forShare().first('password_hash');
        if (!user || user.password_hash !== passwordHash) return false;
        await trx('sessions').insert({
          id_hash: session.idHash,
          user_id: session.userId,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent?.slice(0, 512) ?? null,
        });
        return true;
      });
    },

    /** The user of a live (unexpired) session, or null. */
    async findUser(idHash: string): Promise<UserRow | null> {
      const row = await knex<UserRow>('users')
        .join('sessions', 'sessions.user_id', 'users.id')
        .where('sessions.id_hash', idHash)
        .andWhere('sessions.expires_at', '>', knex.fn.now())
        .first('users.*');
      return row ?? null;
    },

    /** When the session began (its sign-in), or null when there is no such session. */
    async startedAt(idHash: string): Promise<Date | null> {
      const row = await sessions().where({ id_hash: idHash }).first('created_at');
      return row?.created_at ?? null;
    },

    async touch(idHash: string): Promise<void> {
      await sessions().where({ id_hash: idHash }).update({ last_seen_at: knex.fn.now() });
    },

    async delete(idHash: string): Promise<void> {
      await sessions().where({ id_hash: idHash }).delete();
    },

    async deleteForUser(userId: number): Promise<void> {
      await sessions().where({ user_id: userId }).delete();
    },

    /** Removes expired sessions; returns how many. */
    async deleteExpired(): Promise<number> {
      return sessions().where('expires_at', '<=', knex.fn.now()).delete();
    },
  };
}
