import type { SealedTable } from '../../crypto/sealed-columns.js';

/** The X module's sealed columns, for `alphawire secrets rotate`. */
export const xSealedColumns: SealedTable = {
  table: 'x_credentials',
  key: 'user_id',
  columns: ['client_id_enc', 'client_secret_enc', 'access_token_enc', 'refresh_token_enc', 'pending_verifier_enc'],
};
