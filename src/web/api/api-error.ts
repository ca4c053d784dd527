/**
 * A non-ok answer of the API; the message is "status: server message"
 * (docs/product.md#conventions-of-every-call), for code and the console. People read
 * serverMessage (through readableMessage).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;

  constructor(status: number, serverMessage: string) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The ApiError behind an error, looking through the causes of errors that wrap it. */
export function apiErrorOf(error: unknown): ApiError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ApiError) return current;
  }
  return null;
}

/**
 * The words a toast or banner shows for a failed call: the server's sentence without the status
 * code, even when the error wraps it with a prefix; else the error's own words; else the fallback.
 */
export function readableMessage(error: unknown, fallback: string): string {
  const apiError = apiErrorOf(error);
  if (apiError) return apiError.serverMessage || fallback;
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}

/** True when retrying may help: network failures and server errors, never a 4xx refusal. */
export function isRetryable(error: unknown): boolean {
  const apiError = apiErrorOf(error);
  return apiError === null || apiError.status >= 500;
}

/** Picks the most useful text of an error body: message, else error, else the raw text. */
export function errorText(raw: string, statusText: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') return statusText;
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body === 'object' && body !== null) {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message !== '') return message;
      if (typeof error === 'string' && error !== '') return error;
    }
  } catch {
    // Not JSON: the raw text is the best message there is.
  }
  return trimmed;
}
