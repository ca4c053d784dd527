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
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Validators from the previous answer: sent as If-None-Match / If-Modified-Since. */
  conditional?: { etag?: string | null; lastModified?: string | null };
  /** Cap on the decompressed body; the host's default applies when absent. */
  maxBytes?: number;
  /** Total time budget; the host's default applies when absent. */
  timeoutMs?: number;
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

export interface PluginContext {
  pluginId: string;
  logger: PluginLogger;
  http: SafeHttpClient;
  signal: AbortSignal;
  now(): Date;
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

export interface SourcePlugin<Settings = unknown> {
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
}

export type Sentiment = 'bullish' | 'bearish' | 'neutral';

/** A score from 0 to 100 with the machine-readable reasons behind it. */
export interface Score {
  value: number;
  reasons: string[];
}

export interface Enrichment {
  sentiment: Sentiment;
  /** -1 (bearish) … 1 (bullish). */
  sentimentScore: number;
  importance: Score;
  popularity: Score;
  relevance: Score;
  impact: Score;
  categories: string[];
  tickers: string[];
  /** The one-minute summary, shorter than the article; '' when there is none to give (the host then stores none). */
  summary: string;
  tweet: string;
}

export interface EnricherInstance {
  enrich(article: ArticleText): Promise<Enrichment>;
}

export interface EnricherPlugin<Settings = unknown> {
  kind: 'enricher';
  id: string;
  displayName: string;
  /** Validates the enricher's settings (endpoint, key, model), which the host reads from its config. */
  settingsSchema?: ZodType<Settings>;
  create(ctx: PluginContext, settings: Settings): EnricherInstance;
}

export type QuoteType = 'index' | 'currency' | 'crypto';

export interface SymbolSpec {
  /** AlphaWire's own id: `^GSPC` for an index, `EUR/USD` for a currency pair, `BTC` for a coin. */
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

export interface MarketPlugin<Settings = unknown> {
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
}

export interface PosterTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  scopes: string[];
}

export interface PosterPlugin {
  kind: 'poster';
  id: string;
  displayName: string;
  limits: { maxLength: number };
  create(ctx: PluginContext): {
    authorizeUrl(input: { clientId: string; redirectUri: string; state: string; codeChallenge: string }): string;
    exchangeCode(input: { credentials: PosterCredentials; code: string; redirectUri: string; codeVerifier: string }): Promise<PosterTokens>;
    refresh(credentials: PosterCredentials): Promise<PosterTokens>;
    verify(credentials: PosterCredentials): Promise<{ username: string; canWrite: boolean }>;
    publish(credentials: PosterCredentials, text: string): Promise<{ id: string }>;
  };
}

export type AnyPlugin = SourcePlugin<unknown> | EnricherPlugin<unknown> | MarketPlugin<unknown> | PosterPlugin;
