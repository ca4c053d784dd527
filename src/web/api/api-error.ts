/** A non-ok answer of the API; the message is "status: server message" (docs/product.md#conventions-of-every-call). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The ApiError behind an error, looking through the causes of errors that wrap it. */
export function apiErrorOf(error: unknown): ApiError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ApiError) return current;
  }
  return null;
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
