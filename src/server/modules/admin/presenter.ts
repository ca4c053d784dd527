import type { AdminNewsItem, AdminSummaryItem, AuditEntryView } from '../../../contracts/admin.js';
import type { LanguageStats } from '../../../contracts/admin-languages.js';
import { languageName, notAssessedNote, UNDETERMINED_LANGUAGE } from '../../../contracts/languages.js';
import type { AuditRow } from '../audit/repository.js';
import type { LanguageCountRow } from './languages-repository.js';
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
    sentiment_note: row.sentiment === null && row.ai_score !== null ? notAssessedNote(row.language) : null,
    language: row.language,
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
  // An event that changed no before-and-after (a token's admin call, an account made) keeps what
  // happened in other details: they show as its "after", where the list looks.
  const { before = null, after = null, ...rest } = row.details ?? {};
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before,
    after: after ?? (Object.keys(rest).length > 0 ? rest : null),
    created_at: row.created_at.toISOString(),
  };
}

/** Percent of `total`, to one decimal. */
const percent = (part: number, total: number) => Number(((100 * part) / total).toFixed(1));

/** The period's counts per language with their shares; "und" is named for what it is, text too short to tell. */
export function presentLanguageStats(days: number, rows: LanguageCountRow[]): LanguageStats {
  const total = rows.reduce((sum, row) => sum + row.articles, 0);
  const notAssessed = rows.reduce((sum, row) => sum + row.not_assessed, 0);
  return {
    days,
    total,
    notAssessed,
    notAssessedShare: total === 0 ? null : percent(notAssessed, total),
    languages: rows.map((row) => ({
      code: row.language,
      name: row.language === UNDETERMINED_LANGUAGE ? 'Undetermined' : languageName(row.language),
      articles: row.articles,
      share: percent(row.articles, total),
      notAssessed: row.not_assessed,
    })),
  };
}
