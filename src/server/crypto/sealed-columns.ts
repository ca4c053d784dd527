import { xSealedColumns } from '../modules/x/sealed-columns.js';

/** A table holding values sealed by the secret box: its key column and its sealed columns. */
export interface SealedTable {
  table: string;
  key: string;
  columns: string[];
}

/**
 * Every sealed column of the app, one entry per module that stores secrets: what
 * `alphawire secrets rotate` re-seals under the current key. A module that seals a column adds
 * its entry here.
 */
export const SEALED_TABLES: readonly SealedTable[] = [
  xSealedColumns,
  // The authenticator secret of two-factor sign-in (modules/two-factor).
  { table: 'two_factor', key: 'user_id', columns: ['secret_enc'] },
  // The key of a member's personal feeds, shown again in Settings (modules/feeds-out).
  { table: 'feed_tokens', key: 'user_id', columns: ['token_sealed'] },
  // The secret settings of a member's alert channels: tokens, webhook URLs, signing keys (modules/alerts).
  { table: 'alert_channels', key: 'id', columns: ['secrets_sealed'] },
];
