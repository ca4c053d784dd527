import type { ZodType } from 'zod';

/** The structured logger handed to plugins (pino's interface, narrowed). */
export interface PluginLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface HttpRequest {
  url: string;
  /** Hosts this request may reach, redirects included; a hop to any other host is refused. */
  allowedHosts?: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Validators from the previous answer: sent as If-None-Match / If-Modified-Since. */
  conditional?: { etag?: string | null; lastModified?: string | null };
  /** Cap on the decompressed body; the host's default applies when absent. */
  maxBytes?: number;
  /** Total time budget; the host's default applies when absent. */
  timeoutMs?: number;
  /**
   * Whether a success's body is read (the default). A call that needs only to know it was taken (a
   * notifier's delivery) says false: a 2xx then comes with an empty body, and neither the size of
   * the body the service sent nor how slowly it came can turn a message it took into a failure.
   */
  readSuccessBody?: boolean;
}

export interface HttpResponse {
  status: number;
  /** The URL after redirects. */
  url: string;
  headers: Record<string, string>;
  /** True for 304: the resource has not changed since the validators sent. */
  notModified: boolean;
  body: Buffer;
  text(): string;
  json(): unknown;
}

/**
 * The only way a plugin reaches the network: refuses private and loopback addresses (on every
 * redirect and at connect time), caps time, size and redirects, decompresses safely. Resolves for
 * every HTTP status; throws TransientError or InvalidResponseError when no answer could be had.
 */
export interface SafeHttpClient {
  request(request: HttpRequest): Promise<HttpResponse>;
}

/** An environment variable a plugin reads: the host reads it and hands the value in as a setting. */
export interface EnvSetting {
  /** The variable, e.g. MARKETAUX_API_TOKEN. */
  name: string;
  /** The settings key it fills, e.g. apiToken. */
  key: string;
  /** A token or key: never logged or stored, and sent only to the plugin's own hosts. */
  secret?: boolean;
  /** One line for operators (shown by `alphawire plugins`). */
  description: string;
}

/** What a plugin tells the host about itself, so the host never has to guess. */
export interface PluginDeclarations {
  /** The environment variables it reads. */
  env?: EnvSetting[];
  /**
   * Its API's hosts: a source of type "api" whose URL is on one of them (or a subdomain) is this
   * plugin's, and a secret setting is sent only to them, or to the host of a URL setting that the
   * operator set in the environment beside it.
   */
  apiHosts?: string[];
  /** Its calls count against the provider's daily allowance, set by the admin's tier. */
  metered?: boolean;
}

/**
 * One asset the host knows (config/assets.json): what a ticker finder needs to tell, from an
 * article's words, which coin, share, index, fund or currency pair it is about.
 */
export interface Asset {
  symbol: string;
  kind: 'crypto' | 'equity' | 'index' | 'fund' | 'currency';
  /**
   * Names that mean this asset. All lower case: matched in any case ("bitcoin", "Bitcoin");
   * with capitals: matched exactly ("Tether", not "tether").
   */
  names?: readonly string[];
  /** Names that are also ordinary words ("Apple", "Amazon", "Avalanche"): counted only near a cue word of the kind. */
  contextNames?: readonly string[];
  /**
   * The bare symbol also means something else. 'word' (ONE, NOW, T): it counts only as a
   * cashtag, after an exchange prefix, or in brackets after the name. 'acronym' (ADA, ETC, GE):
   * also when a cue word of its kind is near ("ADA token", "GE shares").
   */
  ambiguous?: 'acronym' | 'word';
  /** Other symbols for the same asset, normalised to this one (GOOG → GOOGL, MATIC → POL). */
  aliases?: readonly string[];
  /** 1: the assets most readers follow; 2: the others. */
  tier: 1 | 2;
}

export interface PluginContext {
  pluginId: string;
  logger: PluginLogger;
  http: SafeHttpClient;
  signal: AbortSignal;
  now(): Date;
  /** The assets the host knows, the same list its own features (recommendations) read. */
  assets: readonly Asset[];
}

/** What a source hands back and gets again next time: ETag, Last-Modified, a since-id… */
export type Cursor = Record<string, string | number | boolean | null>;

/** A named thing an article mentions, as a provider supplies it. */
export interface RawEntity {
  symbol?: string;
  name?: string;
  type?: string;
  /** -1 (bearish) … 1 (bullish), when the provider scores it. */
  sentiment?: number;
}

/** One article as a source found it; the host normalises, sanitises and stores it. */
export interface RawItem {
  guid?: string;
  url?: string;
  title?: string;
  /** HTML or text of the body as the feed gives it (unsanitised). */
  contentHtml?: string;
  /** A shorter teaser, when the feed gives one besides the body. */
  summaryHtml?: string;
  /**
   * True when contentHtml is the whole article, not a teaser (a bundled or full-text feed): the
   * host stores it as the full content and never fetches the page for it.
   */
  fullText?: boolean;
  author?: string;
  imageUrl?: string;
  publishedAt?: Date | string;
  categories?: string[];
  language?: string;
  /** The publisher's name, when the source aggregates several (else the source's name is used). */
  publisher?: string;
  /** False when url points at an aggregator page rather than the publisher's article. */
  originalSource?: boolean;
  entities?: RawEntity[];
  /** -1 … 1 when the provider scores the whole article. */
  providerSentiment?: number;
  /** Reader votes from the provider, an input to popularity. */
  votes?: Record<string, number>;
}

export interface SourceFetchRequest<Settings> {
  /** The source's URL as the admin entered it. */
  url: string;
  settings: Settings;
  cursor: Cursor | null;
  /** At most this many items are wanted. */
  limit: number;
}

export interface SourceFetchResult {
  items: RawItem[];
  cursor: Cursor | null;
  /** Nothing changed since the cursor (e.g. HTTP 304). */
  notModified?: boolean;
  /** Provider API calls this fetch made, for daily quota accounting. */
  calls?: number;
}

export interface SourceInstance<Settings> {
  fetch(request: SourceFetchRequest<Settings>): Promise<SourceFetchResult>;
}

export interface SourcePlugin<Settings = unknown> extends PluginDeclarations {
  kind: 'source';
  id: string;
  displayName: string;
  /** Validates the source row's settings (tokens, filters); parsed before every fetch. */
  settingsSchema: ZodType<Settings>;
  create(ctx: PluginContext): SourceInstance<Settings>;
}

/** The text an enricher reads. */
export interface ArticleText {
  id: number;
  title: string;
  text: string;
  url: string | null;
  source: string;
  sourceWeight: number;
  publishedAt: Date;
  categories: string[];
  entities: RawEntity[];
  providerSentiment: number | null;
  votes: Record<string, number> | null;
  clusterSize: number;
  /** ISO 639-1 ("en", "es", "ja"): declared by the feed or detected from the text; "und" when too short to tell. */
  language: string;
}

export type Sentiment = 'bullish' | 'bearish' | 'neutral';

/** A score from 0 to 100 with the machine-readable reasons behind it. */
export interface Score {
  value: number;
  reasons: string[];
}

export interface Enrichment {
  /**
   * null when the enricher cannot read the article's language: the host shows "not assessed for
   * <language>", never a guessed neutral (docs/languages.md).
   */
  sentiment: Sentiment | null;
  /** -1 (bearish) … 1 (bullish); null with `sentiment`. */
  sentimentScore: number | null;
  /** The language the enricher read the text as (ISO 639-1), when it says: the host keeps it as the article's. */
  language?: string;
  importance: Score;
  popularity: Score;
  relevance: Score;
  impact: Score;
  categories: string[];
  /** The symbols the article mentions; the host stores them as the asset list writes them (upper case, `XBT` as `BTC`, each once). */
  tickers: string[];
  /** The one-minute summary, shorter than the article; '' when there is none to give (the host then stores none). */
  summary: string;
  tweet: string;
  /**
   * Each mentioned symbol's own sentiment where the text gives it one apart from the article's
   * ("BTC rallies as ETH slumps": BTC bullish, ETH bearish); a symbol left out takes `sentiment`.
   */
  tickerSentiments?: Record<string, Sentiment>;
  /**
   * Why the sentiment is what it is: the words or phrases that moved it, as the text writes them,
   * each prefixed with the way it pulled ("bullish:record profit", "bearish:slumps"); strongest first.
   */
  sentimentReasons?: string[];
}

export interface EnricherInstance {
  enrich(article: ArticleText): Promise<Enrichment>;
}

export interface EnricherPlugin<Settings = unknown> extends PluginDeclarations {
  kind: 'enricher';
  id: string;
  displayName: string;
  /** Validates the enricher's settings (endpoint, key, model), which the host reads from its config. */
  settingsSchema?: ZodType<Settings>;
  create(ctx: PluginContext, settings: Settings): EnricherInstance;
}

export type QuoteType = 'index' | 'currency' | 'crypto' | 'equity';

export interface SymbolSpec {
  /** AlphaWire's own id: `^GSPC` for an index, `EUR/USD` for a currency pair, `BTC` for a coin, `AAPL` for a share. */
  symbol: string;
  name: string;
  type: QuoteType;
  /** The provider's own code when it differs from symbol (CoinGecko's coin id `bitcoin` for BTC). */
  providerSymbol?: string;
}

export interface Quote {
  symbol: string;
  /** null when the provider has no price: shown as no-data, never invented. */
  price: number | null;
  changePercent: number | null;
  currency?: string;
}

export interface MarketInstance {
  /** One quote per symbol asked, in any order; a symbol the provider cannot price gets nulls. */
  quotes(symbols: SymbolSpec[]): Promise<Quote[]>;
}

export interface MarketPlugin<Settings = unknown> extends PluginDeclarations {
  kind: 'market';
  id: string;
  displayName: string;
  /** Validates the plugin's settings (base URL, key), which the host reads from its config. */
  settingsSchema?: ZodType<Settings>;
  create(ctx: PluginContext, settings: Settings): MarketInstance;
}

/** A member's own X app and tokens, decrypted by the host just for the call. */
export interface PosterCredentials {
  clientId: string;
  clientSecret: string;
  accessToken?: string;
  refreshToken?: string;
  /** The scopes the member granted, as the token endpoint reported them. */
  scopes?: string[];
}

export interface PosterTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  scopes: string[];
}

/** One post on the member's account, as the service lists it. */
export interface PosterPost {
  id: string;
  text: string;
}

/**
 * Publishing to a social network in a member's name with the member's own app (OAuth 2.0 with
 * PKCE). Errors: AuthError when the token is refused (the member must authorize again),
 * RejectedError when the service refuses the content (duplicate, too long), RateLimitedError with
 * the service's reset time, TransientError for its 5xx and network faults.
 */
export interface PosterInstance {
  /** Where the member's browser goes to grant access (authorization code, S256 challenge). */
  authorizeUrl(input: { clientId: string; redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(input: { credentials: PosterCredentials; code: string; redirectUri: string; codeVerifier: string }): Promise<PosterTokens>;
  refresh(credentials: PosterCredentials): Promise<PosterTokens>;
  /** Checks the app's client id and secret alone (no member token needed). */
  checkClient(credentials: PosterCredentials): Promise<void>;
  /** Who the token speaks for, and whether its scopes allow posting. */
  verify(credentials: PosterCredentials): Promise<{ id: string; username: string; canWrite: boolean }>;
  publish(credentials: PosterCredentials, text: string): Promise<{ id: string }>;
  /** The member's latest posts, newest first: how the host finds out whether a post it lost track of went out. */
  recentPosts(credentials: PosterCredentials, limit: number): Promise<PosterPost[]>;
}

export interface PosterPlugin<Settings = unknown> extends PluginDeclarations {
  kind: 'poster';
  id: string;
  displayName: string;
  /** maxLength counts every link as linkLength characters, as the service does. */
  limits: { maxLength: number; linkLength: number };
  /** The scopes the authorization asks for. */
  scopes: string[];
  /** Validates the poster's settings (its service's base URLs), which the host reads from its config. */
  settingsSchema?: ZodType<Settings>;
  create(ctx: PluginContext, settings: Settings): PosterInstance;
}

/** One field of a notifier's settings, as the member's form shows it. */
export interface NotifierField {
  /** The settings key. */
  key: string;
  label: string;
  /** A token, key or secret URL: sealed at rest, never shown again or logged. */
  secret?: boolean;
  optional?: boolean;
  /** An example value for the form. */
  placeholder?: string;
  /** A line under the field: where the member finds the value. */
  description?: string;
}

/** What an alert says, the same for every channel; each notifier writes it in its service's format. */
export interface AlertMessage {
  /** 'alert' for a rule's match, 'test' for the member's Test button (a sample article). */
  event: 'alert' | 'test';
  /** Unique per (rule, article, channel) and the same on every retry: a receiver drops repeats by it. */
  deliveryId: string;
  alert: { id: number; name: string };
  article: {
    id: number;
    title: string;
    /** The publisher's article. */
    url: string | null;
    published_at: string;
    sentiment: Sentiment | null;
    /** Importance, 0–100. */
    aiScore: number | null;
    tickers: string[];
    summary: string | null;
  };
  /** The article's page on this server; for a Test's sample, which has none, the member's alert settings. */
  link: string;
  deliveredAt: string;
}

/**
 * Sends alerts to one kind of destination (a signed webhook, ntfy, Telegram, Discord, Slack). The
 * member gives the settings; the host seals the secret ones, checks every URL against private
 * addresses, and retries by the error thrown: RateLimitedError (after its seconds),
 * TransientError and InvalidResponseError (with back-off), AuthError and RejectedError (counted
 * as failures; the member must fix the settings).
 */
export interface NotifierInstance<Settings> {
  send(settings: Settings, message: AlertMessage): Promise<void>;
}

export interface NotifierPlugin<Settings = unknown> extends PluginDeclarations {
  kind: 'notifier';
  /** The channel type members pick: 'webhook', 'ntfy'… */
  id: string;
  displayName: string;
  /** Validates the member's settings, at creation and before every send. */
  settingsSchema: ZodType<Settings>;
  /** The form's fields, in order. */
  fields: NotifierField[];
  /** A settings key the host fills with a new random secret at creation and shows the member once (the webhook's signing secret). */
  generatedSecret?: string;
  /** The URLs in these settings: each must reach a public address (the host checks at creation and at connect time). */
  urls(settings: Settings): string[];
  create(ctx: PluginContext): NotifierInstance<Settings>;
}

export type AnyPlugin = SourcePlugin<unknown> | EnricherPlugin<unknown> | MarketPlugin<unknown> | PosterPlugin<unknown> | NotifierPlugin<unknown>;
