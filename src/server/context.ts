import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { localEnricher } from '../plugins/index.js';
import type { AnyPlugin, PosterInstance, PosterPlugin } from '../plugins/sdk/index.js';
import { resolveAppSecret } from './app-secret.js';
import { createSecretBox, type SecretBox } from './crypto/secret-box.js';
import { createArticleFlow } from './article-flow.js';
import { type Clock, systemClock } from './clock.js';
import { type Config, ConfigError } from './config.js';
import { AppError } from './errors.js';
import { type Database, openDatabase } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { preparer } from './db/prepared.js';
import { createRepositories, createTransact } from './db/repositories.js';
import { startLocalEnricherThread } from './enrichment/enricher-thread.js';
import { createEnrichment, LOCAL_ENRICHER } from './enrichment/enrichment.js';
import { createFullText } from './ingestion/full-text.js';
import { createIngestion } from './ingestion/pipeline.js';
import { createProviderQuota } from './ingestion/provider-quota.js';
import { createPendingWorkJob } from './jobs/pending-work.js';
import { createSourceScheduler } from './jobs/source-scheduler.js';
import { createServingPressure } from './jobs/serving-pressure.js';
import { createLiveHub, type LiveHub } from './modules/live/hub.js';
import { createIdBatcher } from './modules/live/id-batcher.js';
import { createMailer } from './mail/mailer.js';
import { createAdminService } from './modules/admin/service.js';
import { createProviderAdminService } from './modules/provider-admin/service.js';
import { createAccountsService } from './modules/accounts/service.js';
import { createApiTokensService } from './modules/api-tokens/service.js';
import { createAssetCatalog } from './modules/assets/catalog.js';
import { createAssetsService } from './modules/assets/service.js';
import { createMarketService } from './modules/market/service.js';
import { loadMarketSymbols } from './modules/market/symbols.js';
import { createMarketRefreshJob } from './jobs/market-refresh.js';
import { createInstanceInfoService } from './modules/instance/service.js';
import { createFullTextRequests } from './modules/news/full-text-requests.js';
import { createNewsService } from './modules/news/service.js';
import { createOidcService } from './modules/oidc/service.js';
import { createTrendingService } from './modules/trending/service.js';
import { createRateLimiter } from './modules/rate-limits/service.js';
import { createSourcesService } from './modules/sources/service.js';
import { createMutesService } from './modules/mutes/service.js';
import { createWatchlistService } from './modules/watchlist/service.js';
import { createPreferencesService } from './modules/preferences/service.js';
import { createRecommendationsService } from './modules/recommendations/service.js';
import { createSummariesService } from './modules/summaries/service.js';
import { createTwoFactorService } from './modules/two-factor/service.js';
import { createDigestService } from './modules/digest/service.js';
import { createUnsubscribeTokens } from './modules/digest/unsubscribe-token.js';
import { createDailyDigestJob } from './jobs/daily-digest.js';
import { buildUserAgent, createSafeHttpClient, type HostResolver, systemResolver } from './outbound/index.js';
import { envSettingProblems, pluginSecretNames } from './plugin-host/env-settings.js';
import { canonicalSymbols, loadAssets } from './plugin-host/assets.js';
import { readSecretFiles } from './secret-files.js';
import { createPluginHost } from './plugin-host/host.js';
import { loadPlugins } from './plugin-host/load.js';
import { createXServices } from './modules/x/service.js';
import { createAccountExport } from './modules/account-export/service.js';
import { createMetrics, type Metrics } from './metrics.js';
import { createAutoPostJob } from './jobs/auto-post.js';
import { runsWorker, servesWeb } from './roles.js';
import { createFeedsOutService } from './modules/feeds-out/service.js';
import { createAlerts } from './modules/alerts/index.js';
import { createAlertsJob } from './jobs/alerts.js';
import { type AlertsWake, openAlertsWake } from './jobs/alerts-wake.js';

/** Everything a route, job or CLI command needs, built once per process. */
export interface AppContext {
  config: Config;
  logger: Logger;
  appSecret: string;
  /** Seals stored secrets (credentials, tokens, two-factor keys) under a key from APP_SECRET. */
  secretBox: SecretBox;
  db: Database;
  knex: Knex;
  /** "Now" for the app's rules about time (see clock.ts). */
  clock: Clock;
  /** The Prometheus series the services record into, served at /metrics. */
  metrics: Metrics;
  /** What routes, jobs and CLI commands call: the app's use cases and its background work. */
  services: ReturnType<typeof createServices>['services'];
  /** Aborted when close() begins: background work not yet started should not start. */
  stopping: AbortSignal;
  /** Releases what the services hold (queues, pooled connections) and closes the database. */
  close(): Promise<void>;
}

interface ServiceInputs {
  knex: Knex;
  config: Config;
  logger: Logger;
  plugins: AnyPlugin[];
  live: LiveHub;
  alertsWake: AlertsWake;
  clock: Clock;
  secretBox: SecretBox;
  /** Signs the digest's unsubscribe links. */
  appSecret: string;
  metrics: Metrics;
  /** A CLI command's context (ContextOptions.command). */
  command: boolean;
  /** Resolves the host names of feeds' and channels' URLs (ContextOptions.resolveHost). */
  resolveHost: HostResolver;
}

function createServices({ knex, config, logger, plugins, live, alertsWake, clock, secretBox, appSecret, metrics, command, resolveHost }: ServiceInputs) {
  const publish = (event: Parameters<LiveHub['publish']>[0]) =>
    live.publish(event).catch((error: unknown) => logger.warn({ err: error }, 'live update not sent'));
  const updated = createIdBatcher((ids) => void publish({ event: 'articles', data: { kind: 'updated', ids } }));
  const prepare = preparer(config.DATABASE_PREPARED_STATEMENTS);
  const repos = createRepositories(knex, prepare);
  const transact = createTransact(knex, prepare);
  const worker = runsWorker(config);
  const rateLimiter = createRateLimiter(repos.rateLimits);
  const twoFactor = createTwoFactorService({ config, logger, repos, transact, secretBox, rateLimiter });
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, logger);
  const accounts = createAccountsService({ config, logger, repos, transact, rateLimiter, mailer, twoFactor });
  const oidc = createOidcService({ config, logger, accounts, rateLimiter });
  const apiTokens = createApiTokensService({ repos, rateLimiter, maxPerMinute: config.API_TOKEN_MAX_PER_MINUTE });

  // Aborted at shutdown, so a slow feed or model cannot hold the process up.
  const shutdown = new AbortController();
  const http = createSafeHttpClient({
    signal: shutdown.signal,
    allowPrivate: config.FETCH_ALLOW_PRIVATE,
    userAgent: buildUserAgent(config.PUBLIC_URL),
    timeoutMs: config.FETCH_TIMEOUT_MS,
    maxBytes: config.FETCH_MAX_BYTES,
    resolveHost,
  });
  const assets = loadAssets();
  const canonicalSymbol = canonicalSymbols(assets);
  const pluginHost = createPluginHost({ plugins, env: config.env, http, logger, clock, assets });
  const ownHost = new URL(config.PUBLIC_URL).hostname.toLowerCase();
  // Background work waits while requests are late; a worker-only instance has no requests to wait for.
  const pressure = createServingPressure(servesWeb(config) ? { lagMs: config.BACKGROUND_YIELD_LAG_MS, slowMs: config.BACKGROUND_YIELD_SLOW_MS } : { lagMs: 0 });
  const giveWay = () => pressure.calm();
  const news = createNewsService(repos.feed, { pageCacheMs: config.FEED_CACHE_MS, canonicalSymbol });
  const marketGroups = loadMarketSymbols();
  const catalog = createAssetCatalog(assets, marketGroups);
  const assetPages = createAssetsService({
    repository: repos.assets,
    catalog,
    clock,
    cacheMs: config.ASSETS_CACHE_MS,
  });
  // Enrichment and full text are made below; the flow calls them only once articles arrive.
  const flow = createArticleFlow({
    news,
    assetsChanged: () => assetPages.articlesChanged(),
    rowsChanged: (ids) => recommendations.articlesChanged(ids),
    publish: (event) => void publish(event),
    markChanged: (id) => updated.add(id),
    // A web-only instance leaves what it stores pending: a worker's sweep takes it within a tick,
    // and the web instance's cores stay for its readers.
    enrich: (ids) => (worker ? enrichment.enqueue(ids) : undefined),
    readPage: (id) => (worker ? fullText.enqueue(id) : undefined),
    matchAlerts: () => alertsJob.kick(),
  });
  // Subscribed before any browser's stream, so a cache is cleared before the browser refetches.
  live.subscribe(flow.heard);
  const trending = createTrendingService(repos.trending, clock, catalog);
  const enrichment = createEnrichment({
    repository: repos.enrichment,
    plugins: pluginHost,
    // The model endpoint is the operator's own setting, so it may live on the intranet (a local LLM).
    http: createSafeHttpClient({ signal: shutdown.signal, allowPrivate: true, userAgent: buildUserAgent(config.PUBLIC_URL), timeoutMs: 120_000 }),
    logger,
    enricherId: config.ENRICHER,
    canonicalSymbol,
    concurrency: config.ENRICH_CONCURRENCY,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    // The built-in one only: a plugin registered under its id in its place runs as any other.
    localThread: config.ENRICH_THREAD && pluginHost.registry.enricher(LOCAL_ENRICHER) === localEnricher ? startLocalEnricherThread(clock, config.LOG_LEVEL, assets) : null,
    onEnriched: flow.enriched,
    metrics,
    giveWay,
  });
  const fullText = createFullText({ articles: repos.articles, http, logger, ownHost, leaseSeconds: config.JOB_LEASE_SECONDS, onExtracted: flow.pageRead, giveWay, stopping: shutdown.signal });
  const ingestion = createIngestion({
    repos,
    transact,
    logger,
    plugins: pluginHost,
    // A provider counts its calls in real days, as the database's clock does.
    quota: createProviderQuota(repos.newsApiQuota, pluginHost.isMetered, systemClock),
    now: clock,
    ownHost,
    onNewArticles: flow.added,
    metrics,
    giveWay,
  });
  const scheduler = createSourceScheduler({
    sources: repos.sources,
    ingestion,
    logger,
    concurrency: config.INGEST_CONCURRENCY,
    perHost: config.INGEST_PER_HOST,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    metrics,
  });
  // A source added, enabled or asked for by an admin: fetched here at once on a worker; a web-only
  // instance makes it due, and a worker's next tick fetches it (a feed burst never lands on the web).
  // Settles once the source is due or its fetch has started, so the admin's call that asked for it
  // returns after the row is written: a worker's claim then never meets that write in progress. A
  // CLI command waits for the fetch itself (ContextOptions.command).
  const fetchSoon = async (id: number): Promise<void> => {
    const logged = (error: unknown) => logger.error({ err: error, sourceId: id }, 'immediate fetch failed');
    if (!worker) return repos.sources.makeDue(id).catch(logged);
    const fetched = scheduler.fetchNow(id).catch(logged);
    if (command) await fetched;
  };
  const sources = createSourcesService({
    sources: repos.sources,
    transact,
    plugins: pluginHost,
    audit: repos.audit,
    logger,
    allowPrivate: config.FETCH_ALLOW_PRIVATE,
    fetchSoon,
    clock,
  });
  const providerAdmin = createProviderAdminService({
    quota: repos.newsApiQuota,
    stats: repos.providerStats,
    sources: repos.sources,
    transact,
    audit: repos.audit,
    plugins: pluginHost,
    fetchSoon,
  });
  const market = createMarketService({
    repository: repos.market,
    plugins: pluginHost,
    logger,
    groups: marketGroups,
    providers: config.MARKET_PROVIDERS,
    now: clock,
    onRefreshed: (at) => void publish({ event: 'market', data: { lastUpdated: at.toISOString() } }),
  });
  const marketRefresh = createMarketRefreshJob({ market, claims: repos.jobClaims, logger, minutes: config.MARKET_REFRESH_MINUTES, metrics });
  const fullTextRequests = createFullTextRequests(repos.articles, (id) => fullText.request(id));
  // A save makes the member's remembered recommendations stale (recommendations is made below).
  const preferences = createPreferencesService(repos.preferences, (userId) => recommendations.forget(userId));
  // A save makes the member's remembered rankings stale; feed pages are kept by the mutes themselves.
  const mutes = createMutesService(repos.mutes, (userId) => recommendations.forget(userId), canonicalSymbol);
  const watchlist = createWatchlistService(repos.watchlist, (userId) => recommendations.forget(userId), canonicalSymbol);
  const recommendations = createRecommendationsService({
    repository: repos.recommendations,
    feed: repos.feed,
    clock,
    cacheMs: config.RECOMMENDATIONS_CACHE_MS,
    assets,
  });
  const digest = createDigestService({
    repository: repos.digest,
    recommend: (userId, options) => recommendations.recommend(userId, options),
    optOut: (userId) => repos.digest.optOut(userId),
    mailer,
    tokens: createUnsubscribeTokens(appSecret, config.PREVIOUS_APP_SECRETS),
    clock,
    logger,
    publicUrl: config.PUBLIC_URL,
    countDigest: (outcome) => metrics.digest(outcome),
  });
  const feedsOut = createFeedsOutService({
    news,
    recommend: (userId, limit) => recommendations.recommend(userId, { limit }),
    watchlistOf: watchlist.symbolsOf,
    mutesOf: mutes.of,
    readingLanguagesOf: preferences.readingLanguages,
    repository: repos.feedTokens,
    secretBox,
    publicUrl: config.PUBLIC_URL,
    clock,
    now: () => clock().getTime(),
  });
  const dailyDigest = createDailyDigestJob({ digest, logger, metrics });
  const alerts = createAlerts({ repos, transact, rateLimiter, mailer, pluginHost, secretBox, clock, logger, publish: (event) => void publish(event), config, canonicalSymbol, resolveHost });
  const alertsJob = createAlertsJob({ matching: alerts.matching, sender: alerts.sender, logger, metrics, wake: alertsWake });
  const summaries = createSummariesService(repos.summaries, config.FEATURE_SUMMARIES);
  // X's base URLs come only from the operator's environment, so they may be on the intranet (or a test's loopback fake).
  const xHttp = createSafeHttpClient({ signal: shutdown.signal, allowPrivate: true, userAgent: buildUserAgent(config.PUBLIC_URL), timeoutMs: 15_000 });
  let xPosterInstance: { poster: PosterInstance; limits: PosterPlugin['limits'] } | null = null;
  const x = createXServices({
    repos,
    transact: (work) => transact((r) => work(r)),
    secretBox,
    clock,
    logger,
    publicUrl: config.PUBLIC_URL,
    picker: recommendations,
    preferences,
    x: () => {
      const plugin = pluginHost.registry.poster('x');
      if (!plugin) throw new AppError(503, 'Posting to X is not installed on this server');
      return (xPosterInstance ??= { poster: pluginHost.poster('x', { http: xHttp }), limits: plugin.limits });
    },
    countPost: (mode, outcome) => metrics.xPost(mode, outcome),
  });
  const accountExport = createAccountExport({
    clock,
    users: repos.users,
    preferences,
    watchlist,
    mutes,
    alertRules: alerts.rules,
    channels: alerts.channels,
    notifications: repos.notifications,
    apiTokens,
    twoFactor,
    xCredentials: x.credentials,
    xPosts: x.posting,
    opens: repos.recommendations,
  });
  const autoPost = createAutoPostJob({ autopost: x.autopost, claims: repos.jobClaims, logger, metrics });
  const pendingWork = createPendingWorkJob({ sweeps: [() => enrichment.sweep(), () => fullText.sweep(), () => x.autopost.recoverStale()], logger, metrics });
  return {
    /** Kept for close(): what the services hold. */
    internals: { shutdown, pressure, liveUpdates: updated, http, xHttp },
    services: { instance: createInstanceInfoService({ config, sources }), pressure, accounts, assets: assetPages, apiTokens, oidc, news, fullTextRequests, trending, sources, market, live, ingestion, enrichment, fullText, scheduler, marketRefresh, preferences, mutes, watchlist, recommendations, summaries, twoFactor, digest, dailyDigest, x, autoPost, pendingWork, admin: createAdminService({ admin: repos.admin, audit: repos.audit, languages: repos.articleLanguages, clock }), providerAdmin, feedsOut, alertRules: alerts.rules, alertChannels: alerts.channels, inbox: alerts.inbox, alertsJob, accountExport },
  };
}

export interface ContextOptions {
  /** The app's clock; the system's by default. */
  clock?: Clock;
  /**
   * A command of the CLI: it ends as soon as its work does, so it waits for what a server leaves in
   * the background (a source's first fetch): cut short by the command's exit, that fetch was stored
   * as the source's failure, with its back-off.
   */
  command?: boolean;
  /**
   * Test seam: plays DNS for the outbound client that reaches feeds and members' channels, and for
   * the check of a channel's host name when it is made. The system's resolver by default.
   */
  resolveHost?: HostResolver;
}

/**
 * Applies pending migrations. On PostgreSQL they run on a connection of their own without the
 * serving pool's timeouts: an index built on a large table may rightly take minutes.
 */
async function migrate(config: Config, db: Database, logger: Logger): Promise<string[]> {
  if (db.kind === 'pglite' || !config.DATABASE_URL) return migrateLatest(db.knex, { logger });
  const migrator = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 1, logger });
  try {
    return await migrateLatest(migrator.knex, { logger });
  } finally {
    await migrator.close();
  }
}

/**
 * A setting that names a plugin which is not installed: found before the database is opened or
 * migrated. A host without the local enricher (a test's) stores articles unscored, so only another
 * choice is checked.
 */
function pluginChoiceProblems(config: Config, plugins: readonly AnyPlugin[]): string[] {
  const enrichers = plugins.filter((plugin) => plugin.kind === 'enricher').map((plugin) => plugin.id);
  if (config.ENRICHER === LOCAL_ENRICHER || enrichers.includes(config.ENRICHER)) return [];
  return [`ENRICHER: no enricher plugin named '${config.ENRICHER}' is installed (installed: ${enrichers.join(', ') || 'none'})`];
}

/**
 * Opens the database, applies pending migrations and wires the services, with the given plugins
 * or, by default, the built-ins and those configured.
 */
export async function createContext(hostConfig: Config, logger: Logger, plugins?: AnyPlugin[], options: ContextOptions = {}): Promise<AppContext> {
  const clock = options.clock ?? systemClock;
  const loaded = plugins ?? (await loadPlugins(hostConfig, logger));
  // Plugins' secrets may come from files too, and their settings are checked as the host's are:
  // all problems at once, before anything starts.
  const secrets = readSecretFiles(hostConfig.env, pluginSecretNames(loaded));
  const problems = [...secrets.problems, ...envSettingProblems(loaded, secrets.env), ...pluginChoiceProblems(hostConfig, loaded)];
  if (problems.length > 0) throw new ConfigError(problems);
  const config: Config = { ...hostConfig, env: secrets.env };
  const appSecret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const secretBox = createSecretBox(appSecret, config.PREVIOUS_APP_SECRETS);
  // Process metrics only where /metrics can be read: their collectors keep timers of their own.
  const metrics = createMetrics({ processMetrics: config.METRICS_TOKEN !== undefined || config.METRICS_ALLOW.length > 0 });
  const timeouts = { acquireMs: config.DATABASE_ACQUIRE_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS };
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX, logger, timeouts });
  try {
    const applied = await migrate(config, db, logger);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await db.close();
    throw error;
  }
  let wired: ReturnType<typeof createServices>;
  let alertsWake: AlertsWake;
  try {
    const live = await createLiveHub(db.knex, config.DATABASE_URL, logger, { connectTimeoutMs: timeouts.acquireMs });
    alertsWake = await openAlertsWake(db.knex, config.DATABASE_URL, logger, { connectTimeoutMs: timeouts.acquireMs });
    wired = createServices({ knex: db.knex, config, logger, plugins: loaded, live, alertsWake, clock, secretBox, appSecret, metrics, command: options.command === true, resolveHost: options.resolveHost ?? systemResolver });
  } catch (error) {
    await db.close();
    throw error;
  }
  const { services, internals } = wired;
  metrics.watch({ enrichmentQueue: () => services.enrichment.depth(), fullTextQueue: () => services.fullText.depth(), pool: () => db.poolState() });
  // Claims left by a process that was killed would hold sources and articles for a lease; with the
  // embedded database no other process can be running, so they are all stale.
  if (db.kind === 'pglite') {
    await services.sources.releaseAllClaims();
    const stale = createRepositories(db.knex);
    await stale.enrichment.releaseClaims('all');
    await stale.articles.releaseFullTextClaims('all');
  }
  const close = async () => {
    internals.shutdown.abort();
    // Work held back for requests goes on at once, so what is in hand finishes before the stop.
    internals.pressure.stop();
    await services.pendingWork.stop();
    await services.scheduler.stop();
    await services.marketRefresh.stop();
    await services.dailyDigest.stop();
    await services.autoPost.stop();
    await services.alertsJob.stop();
    await alertsWake.close();
    // Work in hand finishes while the database is still open; what is queued stays pending for resume.
    await services.fullText.stop();
    await services.enrichment.stop();
    internals.liveUpdates.flush();
    await internals.http.close();
    await internals.xHttp.close();
    await services.live.close();
    await db.close();
  };
  return { config, logger, appSecret, secretBox, db, knex: db.knex, clock, metrics, services, stopping: internals.shutdown.signal, close };
}
