import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { InvalidResponseError, RateLimitedError, TransientError } from '../../plugins/sdk/errors.js';
import type { HttpRequest, HttpResponse, SafeHttpClient } from '../../plugins/sdk/types.js';
import { createAddressPolicy } from './address-policy.js';
import type { AddressPolicy } from './address-policy.js';
import { readBody } from './body.js';
import { startDeadline } from './deadline.js';
import { type HostCancel, watchHostSignal } from './host-cancel.js';
import type { FlightSignal } from './flight-signal.js';
import { formatSeconds } from './format.js';
import { parseHttpUrl } from './http-url.js';
import { toPluginError } from './network-errors.js';
import { nextHop, tooManyRedirects } from './redirects.js';
import type { Hop } from './redirects.js';
import { buildRequestHeaders } from './request-headers.js';
import { buildResponse, flattenHeaders } from './response.js';
import { systemResolver } from './resolver.js';
import type { HostResolver } from './resolver.js';
import { parseRetryAfter } from './retry-after.js';
import { createSafeConnector } from './safe-connector.js';
import { buildUserAgent } from './user-agent.js';

export interface SafeHttpClientOptions {
  /** FETCH_ALLOW_PRIVATE: let requests reach private, loopback and link-local addresses (tests, intranets). */
  allowPrivate?: boolean;
  /** Sent on every request; see buildUserAgent. */
  userAgent?: string;
  /** Budget for DNS plus TCP and TLS set-up, per connection. Default 10 s. */
  connectTimeoutMs?: number;
  /** Budget for the whole request, redirects and body included. Default 30 s. */
  timeoutMs?: number;
  /** Cap on the decompressed body. Default 10 MB. */
  maxBytes?: number;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Aborts every request in flight, e.g. at shutdown. */
  signal?: AbortSignal;
  /** Test seam: plays DNS. Production uses the system resolver. */
  resolveHost?: HostResolver;
  /** Test seam: replaces the address policy built from allowPrivate (to let a test reach only its fixture). */
  addressPolicy?: AddressPolicy;
}

/** The safe client plus close(), which the host calls at shutdown to drop pooled connections. */
export interface OutboundHttpClient extends SafeHttpClient {
  close(): Promise<void>;
}

/** The limits used when neither the options nor the request set one. */
export const OUTBOUND_DEFAULTS = {
  connectTimeoutMs: 10_000,
  timeoutMs: 30_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
} as const;

interface Settings {
  userAgent: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  hostCancel: HostCancel;
  dispatcher: Dispatcher;
}

/** One request's state: where it is now and the signals that end it. */
interface Flight {
  settings: Settings;
  current: URL;
  /** Hosts every hop must stay on, when the request names them. */
  allowedHosts: Set<string> | null;
  signal: FlightSignal;
  timeoutMs: number;
  maxBytes: number;
  readSuccessBody: boolean;
}

type RawAnswer = Dispatcher.ResponseData;

/** Creates the HTTP client handed to plugins: SSRF guard at connect time, time, size and redirect caps, safe decompression. */
export function createSafeHttpClient(options: SafeHttpClientOptions = {}): OutboundHttpClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? OUTBOUND_DEFAULTS.connectTimeoutMs;
  const connector = createSafeConnector({
    policy: options.addressPolicy ?? createAddressPolicy({ allowPrivate: options.allowPrivate ?? false }),
    resolve: options.resolveHost ?? systemResolver,
    connectTimeoutMs,
  });
  const dispatcher = new Agent({ connect: connector });
  const settings: Settings = {
    userAgent: options.userAgent ?? buildUserAgent(),
    connectTimeoutMs,
    timeoutMs: options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects,
    hostCancel: watchHostSignal(options.signal),
    dispatcher,
  };
  return {
    request: (request) => runRequest(request, settings),
    // destroy, not close: at shutdown the requests are already cancelled, and close would wait for a connect still in its DNS lookup.
    close: () => dispatcher.destroy(),
  };
}

async function runRequest(request: HttpRequest, settings: Settings): Promise<HttpResponse> {
  const url = parseHttpUrl(request.url);
  const timeoutMs = request.timeoutMs ?? settings.timeoutMs;
  const deadline = startDeadline(timeoutMs, settings.hostCancel);
  const maxBytes = request.maxBytes ?? settings.maxBytes;
  const allowedHosts = request.allowedHosts ? new Set(request.allowedHosts.map((host) => host.toLowerCase())) : null;
  const flight: Flight = { settings, current: url, allowedHosts, signal: deadline.signal, timeoutMs, maxBytes, readSuccessBody: request.readSuccessBody ?? true };
  const first: Hop = {
    url,
    method: request.method ?? 'GET',
    headers: buildRequestHeaders(request, url, settings.userAgent),
    body: request.body,
  };
  try {
    return await followRedirects(first, flight);
  } catch (error) {
    if (deadline.timedOut()) {
      throw new TransientError(`Server too slow: no complete answer within ${formatSeconds(timeoutMs)}`, { cause: error });
    }
    if (deadline.cancelled()) {
      throw new TransientError(`Request to ${flight.current.host} was cancelled`, { cause: error });
    }
    throw toPluginError(error, flight.current, settings.connectTimeoutMs);
  } finally {
    deadline.dispose();
  }
}

async function followRedirects(first: Hop, flight: Flight): Promise<HttpResponse> {
  let hop = first;
  for (let redirects = 0; ; redirects += 1) {
    flight.current = hop.url;
    if (flight.allowedHosts && !flight.allowedHosts.has(hop.url.hostname.toLowerCase())) throw offLimits(hop.url, flight.allowedHosts, redirects > 0);
    const answer = await send(hop, flight);
    try {
      const next = nextHop(hop, answer.statusCode, headerValue(answer.headers.location));
      if (!next) return await finish(hop.url, answer, flight);
      if (redirects >= flight.settings.maxRedirects) throw tooManyRedirects(flight.settings.maxRedirects);
      await discard(answer);
      hop = next;
    } finally {
      dropUnread(answer);
    }
  }
}

function send(hop: Hop, flight: Flight): Promise<RawAnswer> {
  // Our own deadline is the one that counts; undici's idle timers sit just behind it.
  const undiciTimeout = flight.timeoutMs + 1_000;
  const answer = flight.settings.dispatcher.request({
    origin: hop.url.origin,
    path: `${hop.url.pathname}${hop.url.search}`,
    method: hop.method,
    headers: hop.headers,
    body: hop.body,
    signal: flight.signal,
    headersTimeout: undiciTimeout,
    bodyTimeout: undiciTimeout,
  });
  return untilAborted(answer, flight.signal);
}

/**
 * Settles with the answer, or at once when the request is aborted. undici reports an abort only
 * after its connect step returns, and that step waits for the DNS lookup, which nothing can cut
 * short: a stop or a deadline would otherwise wait for a slow resolver. An answer that still
 * arrives after the abort is dropped.
 */
function untilAborted(answer: Promise<RawAnswer>, signal: FlightSignal): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.once('abort', onAbort);
    answer.then(
      (raw) => {
        signal.off('abort', onAbort);
        if (signal.aborted) dropUnread(raw);
        else resolve(raw);
      },
      (error: unknown) => {
        signal.off('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Turns the final answer into an HttpResponse. A 429 or 503 carrying Retry-After (seconds or an
 * HTTP date) throws RateLimitedError with that delay, so the host backs off exactly as the
 * service asked; every other status, errors included, resolves and the plugin decides.
 */
async function finish(url: URL, answer: RawAnswer, flight: Flight): Promise<HttpResponse> {
  const headers = flattenHeaders(answer.headers);
  const retryAfter = answer.statusCode === 429 || answer.statusCode === 503 ? parseRetryAfter(headers['retry-after']) : null;
  if (retryAfter !== null) {
    await discard(answer);
    throw rateLimited(url, answer.statusCode, retryAfter);
  }
  if (answer.statusCode === 304) {
    await discard(answer);
    return buildResponse(304, url, headers, Buffer.alloc(0));
  }
  if (!flight.readSuccessBody && answer.statusCode >= 200 && answer.statusCode < 300) {
    await skim(answer);
    return buildResponse(answer.statusCode, url, headers, Buffer.alloc(0));
  }
  const body = await readBody(answer.body, headers, flight.maxBytes);
  return buildResponse(answer.statusCode, url, headers, body);
}

// A success's body nobody reads: what comes at once is read so the connection can be reused; past
// 64 KB, or still coming after a second, it is dropped with its connection rather than waited for.
// A webhook endpoint answering 200 and then 12 MB, or a body it held back, made a delivery it had
// taken fail, be sent again and again, and its channel be paused.
const SKIM_BYTES = 64 * 1024;
const SKIM_MS = 1_000;

async function skim(answer: RawAnswer): Promise<void> {
  const slow = setTimeout(() => dropUnread(answer), SKIM_MS);
  try {
    await answer.body.dump({ limit: SKIM_BYTES });
  } catch {
    // Dropped: nothing of it was wanted.
  } finally {
    clearTimeout(slow);
  }
}

// Whatever was not read is dropped, and with it the connection, so no body lingers. Destroying
// makes undici emit an abort error that nobody else is listening for.
function dropUnread(answer: RawAnswer): void {
  if (answer.body.readableEnded || answer.body.destroyed) return;
  answer.body.on('error', () => {});
  answer.body.destroy();
}

// Reads a little of a body we do not use so the connection can be reused; past that, drops it.
function discard(answer: RawAnswer): Promise<void> {
  // Under the request's deadline still: undici destroys the body when the request's signal aborts.
  return answer.body.dump({ limit: 64 * 1024 });
}

function offLimits(url: URL, hosts: Set<string>, redirected: boolean): InvalidResponseError {
  const what = redirected ? `a redirect to ${url.hostname}` : `a request to ${url.hostname}`;
  return new InvalidResponseError(`Refused ${what}: this request may only reach ${[...hosts].join(', ')}`);
}

function rateLimited(url: URL, status: number, seconds: number): RateLimitedError {
  const what = status === 429 ? `Rate limited by ${url.host}` : `${url.host} is unavailable`;
  return new RateLimitedError(`${what} (HTTP ${status}): retry after ${seconds} s`, seconds);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
