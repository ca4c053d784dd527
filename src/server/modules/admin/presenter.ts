import type { AdminNewsItem, AdminSummaryItem, AuditEntryView } from '../../../contracts/admin.js';
import type { AuditRow } from '../audit/repository.js';
import type { AdminNewsRow, AdminSummaryRow } from './repository.js';

export function presentAdminNews(row: AdminNewsRow): AdminNewsItem {
  return {
    id: row.id,
    title: row.title,
    source: row.source_name,
    published_at: row.published_at.toISOString(),
    url: row.url,
    original_source: row.original_source,
    sentiment: row.sentiment,
  };
}

export function presentAdminSummary(row: AdminSummaryRow): AdminSummaryItem {
  return {
    id: row.id,
    news_id: row.article_id,
    type: row.type,
    created_at: row.created_at.toISOString(),
    news_title: row.title,
    summary: row.summary,
    news_published_at: row.published_at?.toISOString() ?? null,
    news_url: row.url,
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.details?.before ?? null,
    after: row.details?.after ?? null,
    created_at: row.created_at.toISOString(),
  };
}
