import { AuthError, type HttpResponse, type PluginError, RateLimitedError, redact, RejectedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';

/** What the Bot API says when a call fails: `{ok: false, error_code, description, parameters}`. */
interface TelegramFailure {
  description?: unknown;
  parameters?: { retry_after?: unknown; migrate_to_chat_id?: unknown };
}

function failureOf(response: HttpResponse): TelegramFailure {
  try {
    const body = response.json();
    return typeof body === 'object' && body !== null ? (body as TelegramFailure) : {};
  } catch {
    return {};
  }
}

/**
 * Telegram's description ("Bad Request: chat not found"), short, and never with the token in it:
 * nor its secret half alone (after the bot id and colon), which a proxy may quote apart.
 */
function reasonOf(failure: TelegramFailure, token: string): string {
  if (typeof failure.description !== 'string') return '';
  const secretHalf = token.slice(token.indexOf(':') + 1);
  return `: ${redact(failure.description, [token, secretHalf].filter((part) => part.length >= 8)).slice(0, 200)}`;
}

/** The SDK error for the Bot API's answer to sendMessage, null for 2xx. */
export function telegramError(response: HttpResponse, token: string, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const failure = failureOf(response);
  const code = `${status}${reasonOf(failure, token)}`;
  const { retry_after: retryAfter, migrate_to_chat_id: newChatId } = failure.parameters ?? {};
  if (status === 429) {
    // The body's retry_after is the flood-control wait; the header is the fallback.
    const seconds = typeof retryAfter === 'number' && retryAfter >= 0 ? Math.ceil(retryAfter) : retryAfterSeconds(response, now);
    return new RateLimitedError(`Telegram asked us to slow down (${code})`, seconds);
  }
  if (status === 401 || status === 404) return new AuthError(`Telegram refused the bot token (${code}): copy it again from @BotFather`);
  if (status === 403) return new AuthError(`Telegram refused to post to the chat (${code}): add the bot to the chat, or start or unblock it`);
  if (typeof newChatId === 'number') return new RejectedError(`The group became a supergroup (${code}): change the chat id to ${newChatId}`);
  if (status >= 500) return new TransientError(`Telegram is failing on its side (${code})`);
  // A timeout (408) or "too early" (425) says to try again; the other 4xx will not change by retrying.
  if (status === 408 || status === 425) return new TransientError(`Telegram asked us to try again later (${code})`);
  return new RejectedError(`Telegram refused the message (${code})`);
}
