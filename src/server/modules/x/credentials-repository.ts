import type { Knex } from 'knex';

/** A member's x_credentials row as stored: every *_enc column is sealed by the secret box. */
export interface XCredentialsRow {
  user_id: number;
  client_id_enc: string;
  client_secret_enc: string;
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: Date | null;
  scopes: string | null;
  oauth_status: string | null;
  x_username: string | null;
  pending_state: string | null;
  pending_verifier_enc: string | null;
  pending_session: string | null;
  pending_expires_at: Date | null;
  pending_auto: boolean;
  updated_at: Date;
}

export interface SealedTokens {
  access_token_enc: string;
  refresh_token_enc: string | null;
  token_expires_at: Date | null;
  scopes: string;
}

export type XCredentialsRepository = ReturnType<typeof createXCredentialsRepository>;

const NO_TOKENS = { access_token_enc: null, refresh_token_enc: null, token_expires_at: null, scopes: null, oauth_status: null, x_username: null };
const NO_PENDING = { pending_state: null, pending_verifier_enc: null, pending_session: null, pending_expires_at: null, pending_auto: false };

/** All SQL on x_credentials. */
export function createXCredentialsRepository(knex: Knex) {
  const table = () => knex<XCredentialsRow>('x_credentials');
  return {
    find: async (userId: number): Promise<XCredentialsRow | null> => (await table().where({ user_id: userId }).first()) ?? null,

    /** The row locked for this transaction (a token refresh holds it so two never race). */
    lock: async (userId: number): Promise<XCredentialsRow | null> => (await table().where({ user_id: userId }).forUpdate().first()) ?? null,

    /** Stores new app credentials; a different app voids the tokens and any authorization in progress. */
    async save(userId: number, sealed: { client_id_enc: string; client_secret_enc: string }, sameApp: boolean): Promise<void> {
      const values = { ...sealed, ...(sameApp ? {} : { ...NO_TOKENS, ...NO_PENDING }), updated_at: knex.fn.now() };
      await table().insert({ user_id: userId, ...values }).onConflict('user_id').merge(values);
    },

    async startAuthorization(userId: number, pending: { pending_state: string; pending_verifier_enc: string; pending_session: string; pending_expires_at: Date; pending_auto: boolean }) {
      await table().where({ user_id: userId }).update({ ...pending, updated_at: knex.fn.now() });
    },

    /** Whether an authorization with this state is in progress. */
    async hasPending(stateHash: string): Promise<boolean> {
      return (await table().where({ pending_state: stateHash }).first('user_id')) !== undefined;
    },

    /** Takes the authorization in progress with this state and session, clearing it: a state works once. */
    async takePending(stateHash: string, sessionHash: string): Promise<XCredentialsRow | null> {
      const result = await knex.raw<{ rows: XCredentialsRow[] }>(
        `with old as (select * from x_credentials where pending_state = ? and pending_session = ? for update)
         update x_credentials c
            set pending_state = null, pending_verifier_enc = null, pending_session = null, pending_expires_at = null, pending_auto = false
           from old where c.user_id = old.user_id
         returning old.*`,
        [stateHash, sessionHash],
      );
      return result.rows[0] ?? null;
    },

    async saveTokens(userId: number, tokens: SealedTokens, status: string | null, username?: string): Promise<void> {
      await table()
        .where({ user_id: userId })
        .update({ ...tokens, oauth_status: status, ...(username === undefined ? {} : { x_username: username }), updated_at: knex.fn.now() });
    },

    async setStatus(userId: number, status: string): Promise<void> {
      await table().where({ user_id: userId }).update({ oauth_status: status, updated_at: knex.fn.now() });
    },
  };
}
