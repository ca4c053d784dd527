import type { Knex } from 'knex';
import type { Role } from '../../../contracts/auth.js';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  role: Role;
  /** The Google account's subject once the user has signed in with Google. */
  google_sub: string | null;
  created_at: Date;
  updated_at: Date;
  last_seen_at: Date | null;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  googleSub?: string | null;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** All SQL on the users table. Lookups ignore case, as the unique indexes do. */
export function createUsersRepository(knex: Knex) {
  const users = () => knex<UserRow>('users');
  return {
    /** The user with this id, or null. */
    async findById(id: number): Promise<UserRow | null> {
      return (await users().where({ id }).first()) ?? null;
    },

    /** The user, locked until the transaction ends: a change read from it is not lost to another at the same moment. */
    async lockById(id: number): Promise<UserRow | null> {
      return (await users().where({ id }).forUpdate().first()) ?? null;
    },

    /** The user whose username or e-mail is loginId, or null. */
    async findByLogin(loginId: string): Promise<UserRow | null> {
      const lowered = loginId.toLowerCase();
      const row = await users()
        .whereRaw('lower(username) = ?', [lowered])
        .orWhereRaw('lower(email) = ?', [lowered])
        .orderByRaw('lower(username) = ? desc', [lowered])
        .first();
      return row ?? null;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      return (await users().whereRaw('lower(username) = ?', [username.toLowerCase()]).first()) ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      return (await users().whereRaw('lower(email) = ?', [email.toLowerCase()]).first()) ?? null;
    },

    async findByGoogleSub(googleSub: string): Promise<UserRow | null> {
      return (await users().where({ google_sub: googleSub }).first()) ?? null;
    },

    /** Links a Google account to a user not linked yet; null when the user is already linked. */
    async linkGoogleSub(id: number, googleSub: string): Promise<UserRow | null> {
      const [row] = await users()
        .where({ id })
        .whereNull('google_sub')
        .update({ google_sub: googleSub, updated_at: knex.fn.now() })
        .returning('*');
      return row ?? null;
    },

    /** Inserts a user; a taken username or e-mail raises the database's unique violation. */
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await users()
        .insert({
          username: user.username,
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          google_sub: user.googleSub ?? null,
        })
        .returning('*');
      return row as UserRow;
    },

    async list(): Promise<UserRow[]> {
      return users().orderBy('id');
    },

    async count(): Promise<number> {
      const row = await users().count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },

    async countRole(role: Role): Promise<number> {
      const row = await users().where({ role }).count<{ n: number }[]>('* as n').first();
      return Number(row?.n ?? 0);
    },

    /** Locks the admins' rows to the end of the transaction (two demotions cannot both pass); their ids. */
    async lockAdmins(): Promise<number[]> {
      return (await users().where({ role: 'admin' }).select('id').forUpdate()).map((row: { id: number }) => row.id);
    },

    /** Deletes the account; every row of theirs goes with it (each table's key on users cascades). */
    async delete(id: number): Promise<boolean> {
      return (await users().where({ id }).delete()) === 1;
    },

    async setRole(id: number, role: Role): Promise<UserRow | null> {
      const [row] = await users().where({ id }).update({ role, updated_at: knex.fn.now() }).returning('*');
      return row ?? null;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await users().where({ id }).update({ password_hash: passwordHash, updated_at: knex.fn.now() });
    },

    async touchLastSeen(id: number): Promise<void> {
      await users().where({ id }).update({ last_seen_at: knex.fn.now() });
    },
  };
}
