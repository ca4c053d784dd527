import type { AdminPageQuery, AdminStats } from '../../../contracts/admin.js';
import type { Clock } from '../../clock.js';
import type { AuditRepository, AuditRow } from '../audit/repository.js';
import type { ArticleLanguagesRepository, LanguageCountRow } from './languages-repository.js';
import type { AdminNewsRow, AdminRepository, AdminSummaryRow } from './repository.js';

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** Reads one row past the page to learn whether another follows. */
async function paged<T>(query: AdminPageQuery, read: (offset: number, limit: number) => Promise<T[]>): Promise<Page<T>> {
  const rows = await read((query.page - 1) * query.limit, query.limit + 1);
  return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export interface AdminService {
  stats(): Promise<AdminStats>;
  news(query: AdminPageQuery): Promise<Page<AdminNewsRow>>;
  summaries(query: AdminPageQuery): Promise<Page<AdminSummaryRow>>;
  audit(query: AdminPageQuery): Promise<Page<AuditRow>>;
  /** Articles published in the last `days` days (by the app clock) per detected language, and how many were not assessed. */
  languages(days: number): Promise<LanguageCountRow[]>;
}

const DAY_MS = 86_400_000;

interface Deps {
  admin: AdminRepository;
  audit: AuditRepository;
  languages: ArticleLanguagesRepository;
  clock: Clock;
}

/** The admin dashboard's reads: stat cards, News, One-Minute Summaries, the audit log and the articles' languages. */
export function createAdminService(deps: Deps): AdminService {
  return {
    async stats(): Promise<AdminStats> {
      const counts = await deps.admin.rowCounts();
      const n = (table: string) => counts[table] ?? 0;
      return { stats: { newsCount: n('articles'), aiSummaryCount: n('summaries'), userCount: n('users'), marketDataCount: n('market_quotes') } };
    },

    news(query: AdminPageQuery): Promise<Page<AdminNewsRow>> {
      return paged(query, deps.admin.newsPage);
    },

    summaries(query: AdminPageQuery): Promise<Page<AdminSummaryRow>> {
      return paged(query, deps.admin.summariesPage);
    },

    audit(query: AdminPageQuery): Promise<Page<AuditRow>> {
      return paged(query, deps.audit.page);
    },

    languages(days: number): Promise<LanguageCountRow[]> {
      return deps.languages.countSince(new Date(deps.clock().getTime() - days * DAY_MS));
    },
  };
}
