import { isIP } from 'node:net';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../contracts/auth.js';
import { controlSocketPath } from './control/control-socket.js';
import { roleProblems, servicesSetting } from './roles.js';
import { HOST_SECRETS, readSecretFiles } from './secret-files.js';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
// Without a message of its own, a word where a number goes read "expected number, received NaN".
const wholeNumber = () => z.number({ error: numberMessage }).int('must be a whole number');
function numberMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'too_small') return `must be at least ${Number(issue.minimum) + (issue.inclusive ? 0 : 1)}`;
  if (issue.code === 'too_big') return `must be at most ${Number(issue.maximum) - (issue.inclusive ? 0 : 1)}`;
  return 'must be a whole number';
}
const port = wholeNumber().min(0).max(65535);
const positiveInt = wholeNumber().positive();
const DIGITS = /^\s*-?\d+\s*$/;
/**
 * A number setting reads digits only (an optional minus, spaces around): Number() also took
 * '0x50' as 80 and '1e1' as 10. A default goes on `schema`, which keeps the bounds and messages.
 */
function setting<T extends z.ZodType<number | undefined>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value), schema);
}
// abort: the checks after it read the value as a URL, and one that is not (no scheme) would throw there.
const webLink = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL', abort: true });
// An address in its usual form (ipaddr.js alone also reads "1" as 0.0.0.1), with or without a prefix length.
function isNetwork(entry: string): boolean {
  const [address = '', bits] = entry.split('/');
  const plain = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  return plain && (bits === undefined || ipaddr.isValidCIDR(entry));
}
const networkList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .refine((list) => list.every(isNetwork), 'must be comma-separated networks such as 127.0.0.1/32,10.0.0.0/8');
const shortText = (max: number) => z.string().trim().min(1).max(max, `must be at most ${max} characters`);

/** Scheme, host and port alone (a lone "/" after them is the same address). */
function isOrigin(url: URL): boolean {
  return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
}

// ID tokens and client secrets travel to the issuer: plain http is only for a local test provider.
function isSafeIssuerUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Every option of the host, read from the environment. Each key is the env variable's name;
 * `.env.example` documents them one by one. Plugins declare the variables they read themselves
 * (see src/server/plugin-host/), and those are checked once the plugins are loaded.
 */
export const configSchema = z.object({
  PORT: setting(port.default(3000)),
  // Checked here, as Hapi would refuse it only once the database is open, with its options dumped.
  // Digits and dots alone are an address or nothing ("999.1.1.1"), never a name.
  HOST: z
    .string()
    .refine((value) => isIP(value) !== 0 || (z.hostname().safeParse(value).success && !/^[\d.]+$/.test(value)), 'must be an IP address (such as 0.0.0.0 or ::) or a host name')
    .default('127.0.0.1'),
  // Links in feeds, mails and alerts are made from it, and the app is served at its host's root:
  // an origin. A trailing slash is dropped (it made "https://x//feeds/…"); a path is refused.
  PUBLIC_URL: webLink
    .refine((value) => isOrigin(new URL(value)), 'must be the address the app is served at, with no path, query or fragment, such as https://news.example.com')
    .transform((value) => new URL(value).origin)
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    // A port that is not a number ("host:port") passed the prefix and failed later with a stack.
    .refine((value) => URL.canParse(value), 'must be a postgres:// or postgresql:// URL, such as postgres://user:password@host:5432/alphawire')
    .optional(),
  DATABASE_POOL_MAX: setting(positiveInt.max(100).optional()),
  // How long a query waits for a pooled PostgreSQL connection, opening one included: a dead server fails fast (docs/operations.md#database-outages).
  DATABASE_ACQUIRE_TIMEOUT_MS: setting(positiveInt.max(60_000).default(1_000)),
  // How long one statement may run before PostgreSQL cancels it; the client gives up 500 ms later when no answer comes at all (a stalled network).
  DATABASE_STATEMENT_TIMEOUT_MS: setting(positiveInt.max(3_600_000).default(2_000)),
  // A start with the database down waits for it: pauses between tries double from 0.5 s up to this.
  DATABASE_RETRY_MAX_MS: setting(wholeNumber().min(500).max(60_000).default(10_000)),
  // The hottest reads as named statements, each planned once per connection (docs/operations.md#prepared-statements); false behind a pooler that cannot keep them.
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Earlier APP_SECRETs, comma separated: stored credentials sealed under them still open until rotated.
  PREVIOUS_APP_SECRETS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(['all', 'problems']).default('problems'),
  // Unset: readable lines on a terminal, JSON lines otherwise (see logger.ts).
  LOG_FORMAT: z.enum(['json', 'text'], { error: 'must be json or text' }).optional(),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  SESSION_COOKIE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default('aw_session'),
  SESSION_TTL_HOURS: setting(positiveInt.default(24 * 30)),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  LOGIN_WINDOW_SECONDS: setting(positiveInt.default(15 * 60)),
  LOGIN_MAX_PER_ACCOUNT: setting(positiveInt.default(10)),
  LOGIN_MAX_PER_IP: setting(positiveInt.default(100)),
  // true: admin calls answer 403 until the admin has turned on two-factor sign-in (Settings → Security).
  REQUIRE_ADMIN_2FA: bool.default(false),
  REGISTER_WINDOW_SECONDS: setting(positiveInt.default(60 * 60)),
  REGISTER_MAX_PER_IP: setting(positiveInt.default(20)),
  CHECK_WINDOW_SECONDS: setting(positiveInt.default(60)),
  CHECK_MAX_PER_IP: setting(positiveInt.default(120)),
  // Calls one personal API token may make per minute, counted across every instance.
  API_TOKEN_MAX_PER_MINUTE: setting(positiveInt.default(120)),
  // The whole stop, from SIGTERM to the exit; past it the process exits with code 1.
  SHUTDOWN_TIMEOUT_MS: setting(positiveInt.default(10_000)),
  // How long /readyz answers 503 before the listener closes, while requests are still served
  // (waited out only when something has asked /readyz since the start).
  SHUTDOWN_DRAIN_MS: setting(wholeNumber().min(0).max(60_000).default(3_000)),
  // How long a client has to send a whole request, headers and body: one that never finishes
  // (a stalled upload, a slowloris) is answered 408 and its socket closed at this point.
  REQUEST_TIMEOUT_MS: setting(wholeNumber().min(1_000).max(300_000).default(30_000)),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('AlphaWire <no-reply@localhost>'),
  PASSWORD_RESET_TTL_MINUTES: setting(positiveInt.default(60)),
  FETCH_ALLOW_PRIVATE: bool.default(false),
  FETCH_TIMEOUT_MS: setting(positiveInt.default(30_000)),
  FETCH_MAX_BYTES: setting(positiveInt.default(10 * 1024 * 1024)),
  // What this process does: web (HTTP, the live stream), worker (the background jobs), or both (roles.ts).
  SERVICES: servicesSetting,
  SCHEDULER_ENABLED: bool.default(true),
  // How often each worker claims due sources and sweeps for pending work (cron seconds: a divisor of 60).
  SCHEDULER_TICK_SECONDS: setting(positiveInt.refine((n) => n <= 30 && 60 % n === 0, 'must be 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30').default(30)),
  // How long a worker's claim on a source or an article outlives its last renewal (renewed every third of it).
  JOB_LEASE_SECONDS: setting(positiveInt.min(2).max(600).default(30)),
  INGEST_CONCURRENCY: setting(positiveInt.max(64).default(8)),
  INGEST_PER_HOST: setting(positiveInt.max(16).default(2)),
  // Ingestion, enrichment and full text wait while the event loop runs this many ms late (requests queue); 0 never waits.
  BACKGROUND_YIELD_LAG_MS: setting(wholeNumber().min(0).max(10_000).default(30)),
  // ... and while requests take more than this many ms to answer (they queue for the database); 0 never waits.
  BACKGROUND_YIELD_SLOW_MS: setting(wholeNumber().min(0).max(60_000).default(50)),
  SEED_DEFAULT_SOURCES: bool.default(true),
  PLUGINS: z.string().default(''),
  FEED_CACHE_MS: setting(wholeNumber().min(0).max(60_000).default(2_000)),
  ENRICHER: z.string().regex(/^[a-z0-9-]+$/, 'must be an enricher plugin id such as local or openai').default('local'),
  ENRICH_CONCURRENCY: setting(positiveInt.max(32).default(2)),
  ENRICH_THREAD: bool.default(true),
  MARKET_PROVIDERS: z.enum(['live', 'sample'], { error: 'must be live or sample' }).default('live'),
  MARKET_REFRESH_MINUTES: setting(positiveInt.max(1440).default(5)),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // The operator's own sponsored card and footer links (unset: a house card, and no Terms or Contact link).
  SPONSOR_TITLE: shortText(80).optional(),
  SPONSOR_TEXT: shortText(300).optional(),
  SPONSOR_URL: webLink.optional(),
  SPONSOR_LABEL: shortText(30).default('Sponsored'),
  TERMS_URL: webLink.optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  CONTACT_URL: webLink.optional(),
  OIDC_ISSUER_URL: z
    .url({ abort: true })
    .refine(isSafeIssuerUrl, 'must be an https:// URL (http:// only on a loopback address)')
    .default('https://accounts.google.com'),
  RECOMMENDATIONS_CACHE_MS: setting(wholeNumber().min(0).max(600_000).default(30_000)),
  ASSETS_CACHE_MS: setting(wholeNumber().min(0).max(600_000).default(30_000)),
  // The feature gate 'summaries' (docs/product.md#the-summaries-gate-also-hides-the-message-centre): off, the summaries page, its API and /x-messages answer 404.
  FEATURE_SUMMARIES: bool.default(true),
  // Bearer token for GET /metrics; with METRICS_ALLOW unset too, /metrics answers 404.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Networks that may read GET /metrics (e.g. 127.0.0.1/32,10.0.0.0/8); with METRICS_TOKEN also set, a caller needs both.
  METRICS_ALLOW: networkList.default([]),
  // The first admin, made at start when no account has this username (the register form's rules apply).
  ADMIN_USERNAME: usernameSchema.optional(),
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: passwordSchema.optional(),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  /** The environment as given (empty values dropped), from which plugins read the settings they declare. */
  env: Readonly<Record<string, string>>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment into a Config, listing every problem at once when it is invalid. Secret
 * settings may come from files (NAME_FILE, see secret-files.ts).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const { env: cleaned, problems: fileProblems } = readSecretFiles(given, HOST_SECRETS);
  const result = configSchema.safeParse(cleaned);
  const problems = [
    ...fileProblems,
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...pairProblems(cleaned),
    ...(result.success ? budgetProblems(result.data) : []),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const config = result.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, env: cleaned };
}

/**
 * The longest path a Unix socket can listen on (its address holds 108 bytes on Linux, 104 on
 * macOS, with the closing NUL). The server found out only once up, with the socket's name cut.
 */
const MAX_SOCKET_PATH = process.platform === 'darwin' ? 103 : 107;

// Options that only work together; checked beside the schema so every problem is still listed at once.
function pairProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const google = [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET].filter((v) => v !== undefined);
  if (google.length === 1) problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither');
  if (env.SPONSOR_TITLE === undefined && (env.SPONSOR_TEXT !== undefined || env.SPONSOR_URL !== undefined)) {
    problems.push('SPONSOR_TITLE: set it for a sponsored card of your own (SPONSOR_TEXT and SPONSOR_URL go with it)');
  }
  const socket = controlSocketPath(resolve(env.DATA_DIR ?? './data'));
  if (env.DATABASE_URL === undefined && Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    problems.push(`DATA_DIR: too long for the control socket the embedded database's server listens on (${socket}, ${Buffer.byteLength(socket)} bytes; a socket's address holds ${MAX_SOCKET_PATH}): use a shorter path`);
  }
  const admin = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD].filter((v) => v !== undefined);
  if (admin.length === 1 || admin.length === 2) {
    problems.push('ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD: set all three to create the first admin at start, or none');
  }
  return [...problems, ...roleProblems(env)];
}

/** Of the stop's budget (SHUTDOWN_TIMEOUT_MS), what is kept for background work and the database once HTTP has stopped. */
export const CLOSE_RESERVE_MS = 2_000;

// The drain comes out of the stop's budget, which must leave time for requests in flight and the jobs.
function budgetProblems(config: z.infer<typeof configSchema>): string[] {
  const least = config.SHUTDOWN_DRAIN_MS + CLOSE_RESERVE_MS;
  if (config.SHUTDOWN_TIMEOUT_MS >= least) return [];
  return [`SHUTDOWN_TIMEOUT_MS: must be at least SHUTDOWN_DRAIN_MS + ${CLOSE_RESERVE_MS} (${least}), the time kept for background work to stop`];
}

/** Whether cookies get the Secure flag: forced by COOKIE_SECURE, else when PUBLIC_URL is https. */
export function cookiesAreSecure(config: Config): boolean {
  if (config.COOKIE_SECURE !== 'auto') return config.COOKIE_SECURE === 'true';
  return config.PUBLIC_URL.startsWith('https://');
}
