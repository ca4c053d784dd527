import type { NewsSource } from '../../../contracts/sources.js';
import type { SourceRow } from './repository.js';

/** A source as admins see it; settings (which may hold filters) and the cursor stay inside. */
export function presentSource(row: SourceRow): NewsSource {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    categories: row.categories,
    enabled: row.enabled,
    last_fetch_at: row.last_fetch_at?.toISOString() ?? null,
    plugin: row.plugin,
    poll_interval_minutes: row.poll_interval_minutes,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    last_error: row.last_error,
    error_count: row.error_count,
  };
}
