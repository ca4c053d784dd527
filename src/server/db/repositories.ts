import type { Knex } from 'knex';
import { type Prepare, prepareStatement } from './prepared.js';
import { createAdminRepository } from '../modules/admin/repository.js';
import { createArticleLanguagesRepository } from '../modules/admin/languages-repository.js';
import { createChannelsRepository } from '../modules/alerts/channels-repository.js';
import { createDeliveriesRepository } from '../modules/alerts/deliveries-repository.js';
import { createNotificationsRepository } from '../modules/alerts/notifications-repository.js';
import { createAlertQueueRepository } from '../modules/alerts/queue-repository.js';
import { createRulesRepository } from '../modules/alerts/rules-repository.js';
import { createApiTokensRepository } from '../modules/api-tokens/repository.js';
import { createAssetsRepository } from '../modules/assets/repository.js';
import { createProviderStatsRepository } from '../modules/provider-admin/repository.js';
import { createJobClaimsRepository } from '../jobs/job-claims-repository.js';
import { createPasswordResetsRepository } from '../modules/accounts/password-resets-repository.js';
import { createSessionsRepository } from '../modules/accounts/sessions-repository.js';
import { createUsersRepository } from '../modules/accounts/users-repository.js';
import { createAuditRepository } from '../modules/audit/repository.js';
import { createMarketRepository } from '../modules/market/repository.js';
import { createNewsApiQuotaRepository } from '../modules/news-api-quota/repository.js';
import { createArticlesRepository } from '../modules/news/articles-repository.js';
import { createClustersRepository } from '../modules/news/clusters-repository.js';
import { createEnrichmentRepository } from '../modules/news/enrichment-repository.js';
import { createFeedRepository } from '../modules/news/feed-repository.js';
import { createFeedTokensRepository } from '../modules/feeds-out/repository.js';
import { createRateLimitsRepository } from '../modules/rate-limits/repository.js';
import { createSourcesRepository } from '../modules/sources/repository.js';
import { createTrendingRepository } from '../modules/trending/repository.js';
import { createMutesRepository } from '../modules/mutes/repository.js';
import { createWatchlistRepository } from '../modules/watchlist/repository.js';
import { createPreferencesRepository } from '../modules/preferences/repository.js';
import { createRecommendationsRepository } from '../modules/recommendations/repository.js';
import { createSummariesRepository } from '../modules/summaries/repository.js';
import { createTwoFactorRepository } from '../modules/two-factor/repository.js';
import { createDigestRepository } from '../modules/digest/repository.js';
import { createXCredentialsRepository } from '../modules/x/credentials-repository.js';
import { createXPostsRepository } from '../modules/x/posts-repository.js';

/**
 * Every repository, over one connection: the pool, or one transaction's. `prepare` names the
 * statements that profit from it (db/prepared.ts); by default they are named.
 */
export function createRepositories(knex: Knex, prepare: Prepare = prepareStatement) {
  return {
    users: createUsersRepository(knex),
    sessions: createSessionsRepository(knex),
    apiTokens: createApiTokensRepository(knex),
    passwordResets: createPasswordResetsRepository(knex),
    audit: createAuditRepository(knex),
    rateLimits: createRateLimitsRepository(knex),
    articles: createArticlesRepository(knex),
    clusters: createClustersRepository(knex),
    enrichment: createEnrichmentRepository(knex),
    feed: createFeedRepository(knex, prepare),
    sources: createSourcesRepository(knex),
    market: createMarketRepository(knex),
    trending: createTrendingRepository(knex),
    assets: createAssetsRepository(knex, prepare),
    newsApiQuota: createNewsApiQuotaRepository(knex),
    jobClaims: createJobClaimsRepository(knex),
    preferences: createPreferencesRepository(knex),
    mutes: createMutesRepository(knex),
    watchlist: createWatchlistRepository(knex),
    alertRules: createRulesRepository(knex),
    alertChannels: createChannelsRepository(knex),
    alertDeliveries: createDeliveriesRepository(knex),
    alertQueue: createAlertQueueRepository(knex),
    notifications: createNotificationsRepository(knex),
    recommendations: createRecommendationsRepository(knex),
    summaries: createSummariesRepository(knex),
    twoFactor: createTwoFactorRepository(knex),
    digest: createDigestRepository(knex),
    xCredentials: createXCredentialsRepository(knex),
    xPosts: createXPostsRepository(knex),
    admin: createAdminRepository(knex),
    articleLanguages: createArticleLanguagesRepository(knex),
    providerStats: createProviderStatsRepository(knex),
    feedTokens: createFeedTokensRepository(knex),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs work in one transaction, handing it the repositories bound to it; commits when it resolves. */
export type Transact = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export function createTransact(knex: Knex, prepare: Prepare = prepareStatement): Transact {
  return (work) => knex.transaction((trx) => work(createRepositories(trx, prepare)));
}
