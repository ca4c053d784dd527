import Boom from '@hapi/boom';
import Hapi, { type Request, type Server } from '@hapi/hapi';
import hapiPino from 'hapi-pino';
import { cookiesAreSecure } from './config.js';
import { loggedPath } from './logger.js';
import { APP_VERSION } from './version.js';
import type { AppContext } from './context.js';
import { registerAuth, stillSignedIn } from './http/auth.js';
import { answerRequestsNodeRefuses, answerUnreadableRequests } from './http/client-errors.js';
import { createListener } from './http/listener.js';
import { answerOtherMethods } from './http/no-route.js';
import { ignoreLabelsOfEmptyBodies } from './http/empty-bodies.js';
import { decodeRequestBodies } from './http/content-encoding.js';
import { keepRefusedUploadsAnswerable, refuseDeclaredOversizeUploads } from './http/discard-body.js';
import { registerCsrf } from './http/csrf.js';
import { registerErrorMapping } from './http/errors.js';
import { refuseCrossSiteWrites } from './http/same-site.js';
import { recordRequests } from './http/request-metrics.js';
import { pendingMigrations } from './db/migrate.js';
import { registerSpa } from './http/spa.js';
import { servesWeb } from './roles.js';
import { accountExportRoutes } from './modules/account-export/routes.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { apiTokensRoutes } from './modules/api-tokens/routes.js';
import { assetsRoutes } from './modules/assets/routes.js';
import { createReadiness } from './modules/health/readiness.js';
import { healthRoutes } from './modules/health/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { instanceRoutes } from './modules/instance/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { marketRoutes } from './modules/market/routes.js';
import { trendingRoutes } from './modules/trending/routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { oidcRoutes } from './modules/oidc/routes.js';
import { openApiRoutes } from './modules/openapi/routes.js';
import { sourcesRoutes } from './modules/sources/routes.js';
import { versionRoutes } from './modules/version/routes.js';
import { mutesRoutes } from './modules/mutes/routes.js';
import { watchlistRoutes } from './modules/watchlist/routes.js';
import { alertsRoutes } from './modules/alerts/routes.js';
import { preferencesRoutes } from './modules/preferences/routes.js';
import { recommendationsRoutes } from './modules/recommendations/routes.js';
import { summariesRoutes } from './modules/summaries/routes.js';
import { twoFactorRoutes } from './modules/two-factor/routes.js';
import { digestRoutes } from './modules/digest/routes.js';
import { xRoutes } from './modules/x/routes.js';
import { providerAdminRoutes } from './modules/provider-admin/routes.js';
import { feedsOutRoutes } from './modules/feeds-out/routes.js';

const SLOW_REQUEST_MS = 1000;

// A log line per request halves throughput; by default only failed and slow requests are logged.
function isWorthLogging(request: Request): boolean {
  const response = request.response;
  const status = Boom.isBoom(response) ? response.output.statusCode : (response?.statusCode ?? 500);
  return status >= 400 || Date.now() - request.info.received > SLOW_REQUEST_MS;
}


/** Builds the Hapi server with every route; it does not listen, so tests can inject requests. */
export async function createServer(ctx: AppContext): Promise<Server> {
  const { config } = ctx;
  const secure = cookiesAreSecure(config);
  const server = Hapi.server({
    port: config.PORT,
    host: config.HOST,
    listener: createListener(config.REQUEST_TIMEOUT_MS),
    router: { stripTrailingSlash: true },
    // Browsers send whatever cookies other apps on this host or a parent domain set, in any syntax;
    // one we cannot read is left out (ours then count as absent) instead of refusing the request.
    state: { strictHeader: false, ignoreErrors: true },
    routes: {
      // Every call takes JSON: a form-encoded or text body was parsed into fields nobody meant
      // (`a=1` saved preferences) or refused for its shape; it is now 415, saying what to send.
      payload: { maxBytes: 1024 * 1024, allow: 'application/json' },
      // A byte range of a JSON answer or a feed is of no use to anyone (a client resuming it would
      // splice two different lists) and a stale one got 416 instead of the answer: ranges are for
      // the web app's files alone (http/spa.ts).
      response: { ranges: false },
      // X-XSS-Protection and X-Download-Options are left out: browsers have dropped both.
      security: { hsts: secure, xframe: 'deny', noSniff: true, referrer: 'strict-origin-when-cross-origin', xss: false, noOpen: false },
      validate: {
        failAction: (_request, _h, error) => {
          throw error ?? new Error('validation failed');
        },
      },
    },
  });

  await server.register({
    plugin: hapiPino,
    options: {
      instance: ctx.logger,
      // Probes and scrapes come every few seconds; a failing probe logs its reason itself.
      ignorePaths: ['/healthz', '/readyz', '/metrics'],
      logPayload: false,
      logRequestStart: false,
      logRequestComplete: config.LOG_REQUESTS === 'all' ? true : isWorthLogging,
      // A request's logger carries its id, method and path. hapi-pino's default binds the whole
      // request, which pino serialises (and redacts) for every request whether it logs or not.
      // The path, here and in the line's message, without a personal feed's key.
      getChildBindings: (request: Request) => ({ reqId: request.info.id, method: request.method, path: loggedPath(request.path) }),
      customRequestCompleteMessage: (request: Request, ms: number) =>
        `[response] ${request.method} ${loggedPath(request.path)} ${request.raw.res.headersSent ? request.raw.res.statusCode : '-'} (${ms}ms)`,
      // A client that drops its connection (ECONNRESET) or sends garbage is not our error.
      // (hapi-pino's types call this an array; its code reads an object of event names to tags.)
      ignoredEventTags: { log: ['client'] } as unknown as object[],
      // Not 'request-error': the only one hapi-pino would log is a malformed Accept-Encoding (hapi
      // answers it unencoded), at error level with a stack, once a request for anyone who sends it.
      // Errors of ours are logged once by the error mapping (http/errors.ts).
      logEvents: ['onPostStart', 'onPostStop', 'response'],
    },
  });
  recordRequests(server, ctx.metrics);
  // Background work gives way while requests are late (jobs/serving-pressure.ts): it needs to know they are about.
  server.ext('onRequest', (_request, h) => {
    ctx.services.pressure.requested();
    return h.continue;
  });
  // Timed to the answer being ready, not sent: a live stream's answer is ready at once and sent for hours.
  server.ext('onPreResponse', (request, h) => {
    ctx.services.pressure.answered(Date.now() - request.info.received);
    return h.continue;
  });
  answerUnreadableRequests(server, ctx.logger);
  answerRequestsNodeRefuses(server);
  keepRefusedUploadsAnswerable(server);
  refuseDeclaredOversizeUploads(server);
  decodeRequestBodies(server);
  registerErrorMapping(server);
  answerOtherMethods(server);
  ignoreLabelsOfEmptyBodies(server);
  refuseCrossSiteWrites(server, config.PUBLIC_URL, config.SESSION_COOKIE_NAME);
  await registerCsrf(server, secure, config.SESSION_COOKIE_NAME);
  await registerAuth(server, config, ctx.appSecret, ctx.services.accounts, ctx.services.apiTokens);
  // A worker-only instance answers its probes and nothing else (docs/operations.md#roles).
  if (servesWeb(config)) {
    await registerRoutes(server, ctx, secure);
    await registerSpa(server, config.WEB_DIST_DIR, config.SESSION_COOKIE_NAME, ctx.logger);
  } else await registerProbes(server, ctx);
  return server;
}

// What a load balancer and a scraper ask every instance, whatever its roles.
async function registerProbes(server: Server, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const readiness = createReadiness({ ping: () => ctx.db.ping(), pendingMigrations: () => pendingMigrations(ctx.knex) });
  await server.register({ plugin: healthRoutes, options: { db: ctx.db, readiness, logger: ctx.logger } });
  await server.register({
    plugin: metricsRoutes,
    options: { registry: ctx.metrics.registry, access: { token: config.METRICS_TOKEN, networks: config.METRICS_ALLOW, trustProxy: config.TRUST_PROXY } },
  });
}

// Each route plugin gets what it names and nothing more: modules never see the whole context.
async function registerRoutes(server: Server, ctx: AppContext, secureCookies: boolean): Promise<void> {
  const { services, config } = ctx;
  const trustProxy = config.TRUST_PROXY;
  await server.register({ plugin: versionRoutes });
  await server.register({ plugin: openApiRoutes, options: { version: APP_VERSION, sessionCookie: config.SESSION_COOKIE_NAME } });
  await server.register({ plugin: instanceRoutes, options: { instance: services.instance } });
  await registerProbes(server, ctx);
  await server.register({ plugin: accountsRoutes, options: { accounts: services.accounts, twoFactor: services.twoFactor, trustProxy } });
  await server.register({ plugin: accountExportRoutes, options: { accountExport: services.accountExport } });
  await server.register({
    plugin: oidcRoutes,
    options: { oidc: services.oidc, accounts: services.accounts, appSecret: ctx.appSecret, secureCookies, trustProxy },
  });
  await server.register({ plugin: adminRoutes, options: { accounts: services.accounts, admin: services.admin } });
  await server.register({ plugin: sourcesRoutes, options: { sources: services.sources } });
  await server.register({ plugin: newsRoutes, options: { news: services.news, fullText: services.fullTextRequests, recordOpen: services.recommendations.recordOpen, mutesOf: services.mutes.of, watchlistOf: services.watchlist.symbolsOf, readingLanguagesOf: services.preferences.readingLanguages } });
  await server.register({ plugin: liveRoutes, options: { live: services.live, countClients: (count) => ctx.metrics.liveClients(count), stillSignedIn: stillSignedIn(services.accounts, services.apiTokens) } });
  await server.register({ plugin: trendingRoutes, options: { trending: services.trending } });
  await server.register({ plugin: marketRoutes, options: { market: services.market } });
  await server.register({ plugin: assetsRoutes, options: { assets: services.assets } });
  await server.register({ plugin: apiTokensRoutes, options: { apiTokens: services.apiTokens } });
  await server.register({ plugin: preferencesRoutes, options: { preferences: services.preferences } });
  await server.register({ plugin: mutesRoutes, options: { mutes: services.mutes } });
  await server.register({ plugin: watchlistRoutes, options: { watchlist: services.watchlist } });
  await server.register({ plugin: alertsRoutes, options: { rules: services.alertRules, channels: services.alertChannels, inbox: services.inbox } });
  await server.register({ plugin: recommendationsRoutes, options: { recommendations: services.recommendations } });
  await server.register({ plugin: summariesRoutes, options: { summaries: services.summaries } });
  await server.register({
    plugin: twoFactorRoutes,
    options: { twoFactor: services.twoFactor, accounts: services.accounts, trustProxy, secureCookies, requireForAdmins: config.REQUIRE_ADMIN_2FA },
  });
  await server.register({ plugin: digestRoutes, options: { digest: services.digest } });
  await server.register({
    plugin: xRoutes,
    options: services.x,
  });
  await server.register({ plugin: providerAdminRoutes, options: { provider: services.providerAdmin } });
  await server.register({ plugin: feedsOutRoutes, options: { feeds: services.feedsOut } });
}
