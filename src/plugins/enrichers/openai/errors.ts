import { AuthError, httpStatusError, InvalidResponseError, parseUntrustedJson, PluginError, RateLimitedError, TransientError } from '../../sdk/index.js';
import type { HttpResponse } from '../../sdk/index.js';
import { z } from 'zod';

const ENDPOINT = 'The language model endpoint';
const MAX_DETAIL_LENGTH = 200;

// OpenAI and the compatible servers (llama.cpp, Ollama, vLLM) say why in {"error": {"message"}};
// some older servers send {"error": "…"} or {"detail": "…"}.
const errorBodySchema = z.union([
  z.object({ error: z.object({ message: z.string() }) }).transform((body) => body.error.message),
  z.object({ error: z.string() }).transform((body) => body.error),
  z.object({ detail: z.string() }).transform((body) => body.detail),
]);

/** The endpoint's own reason, short, with anything shaped like an API key masked. */
function detail(response: HttpResponse): string {
  try {
    const parsed = errorBodySchema.safeParse(parseUntrustedJson(response.text()));
    if (!parsed.success || !parsed.data.trim()) return '';
    const reason = parsed.data.replace(/\bsk-[\w*.-]+/g, 'sk-…').trim();
    return `: ${reason.slice(0, MAX_DETAIL_LENGTH)}`;
  } catch {
    return '';
  }
}

/** The SDK error for a non-2xx answer, which tells the host whether and when to retry. */
export function errorForStatus(response: HttpResponse, now: Date): PluginError {
  const { status } = response;
  const code = `(HTTP ${status})`;
  // A 401 body may echo part of the key, so it adds nothing here.
  if (status === 401) return new AuthError(`${ENDPOINT} refused the API key ${code}`);
  if (status === 403) return new AuthError(`${ENDPOINT} refused the API key ${code}${detail(response)}`);
  if (status === 429) {
    // The SDK reads Retry-After (seconds or a date) and falls back to its default when absent.
    const limited = httpStatusError(response, ENDPOINT, now);
    const seconds = limited instanceof RateLimitedError ? limited.retryAfterSeconds : 60;
    return new RateLimitedError(`${ENDPOINT} asked us to slow down ${code}${detail(response)}`, seconds);
  }
  if (status === 408 || status >= 500) return new TransientError(`${ENDPOINT} is failing on its side ${code}${detail(response)}`);
  return new InvalidResponseError(`${ENDPOINT} rejected the request ${code}${detail(response)}`);
}

/** Formats milliseconds as admins read them ("30 s", "0.5 s"). */
export function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}

export interface FailureContext {
  timeoutMs: number;
  elapsedMs: number;
  cancelled: boolean;
}

function isTimeout(error: unknown, failure: FailureContext): boolean {
  // The host's client and the test client word a timeout differently; the clock does not lie.
  if (failure.elapsedMs >= failure.timeoutMs * 0.95) return true;
  for (let cause = error; cause instanceof Error; cause = cause.cause) if (cause.name === 'TimeoutError') return true;
  return false;
}

/** The SDK error for a request that got no answer at all (network, timeout, refused address). */
export function errorForFailure(error: unknown, failure: FailureContext): unknown {
  if (error instanceof RateLimitedError) {
    // The host's client throws this itself when a 429 or 503 carries Retry-After.
    const seconds = error.retryAfterSeconds;
    return new RateLimitedError(`${ENDPOINT} asked us to slow down: retry after ${seconds} s`, seconds, { cause: error });
  }
  if (!(error instanceof PluginError)) return error; // a bug, not an outage: let it surface as is
  if (failure.cancelled) return new TransientError('The language model request was cancelled', { cause: error });
  if (error instanceof TransientError && isTimeout(error, failure)) {
    return new TransientError(`${ENDPOINT} did not answer within ${formatSeconds(failure.timeoutMs)}`, { cause: error });
  }
  if (error instanceof InvalidResponseError) return new InvalidResponseError(`${ENDPOINT} gave no usable answer: ${error.message}`, { cause: error });
  return new TransientError(`${ENDPOINT} could not be reached: ${error.message}`, { cause: error });
}
