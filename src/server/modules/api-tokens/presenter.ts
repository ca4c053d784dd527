import type { ApiToken } from '../../../contracts/api-tokens.js';
import type { ApiTokenRow } from './repository.js';

/** A token as its owner sees it in Settings: never the token or its hash. */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}
