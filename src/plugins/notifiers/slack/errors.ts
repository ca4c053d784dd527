import { AuthError, type HttpResponse, type PluginError, RateLimitedError, redact, RejectedError, retryAfterSeconds, TransientError } from '../../sdk/index.js';

const SLACK_CODE = /^[a-z_]{1,64}$/;

/**
 * Why the hook refused, in its own words: Slack's code in plain text ("no_service"), or the
 * `message` of Mattermost's and Rocket.Chat's JSON; '' for anything else, which is not shown.
 */
function reasonOf(response: HttpResponse, url: string): string {
  const text = response.text().trim();
  if (SLACK_CODE.test(text)) return `: ${text}`;
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' ? `: ${redact(message, [url]).slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** The SDK error for the incoming webhook's answer, null for 2xx. The URL is never named: it is the credential. */
export function slackError(response: HttpResponse, url: string, now: Date): PluginError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const reason = reasonOf(response, url);
  if (status === 429) return new RateLimitedError(`Slack asked us to slow down (429${reason})`, retryAfterSeconds(response, now));
  // 410 is channel_is_archived: the hook will not post again until the channel is restored.
  if (status === 401 || status === 403 || status === 404 || status === 410) {
    return new AuthError(`Slack refused the webhook URL (${status}${reason}): it was removed, its channel archived, or it is wrong`);
  }
  if (status >= 500) return new TransientError(`Slack is failing on its side (${status})`);
  // A timeout (408) or "too early" (425) says to try again; the other 4xx will not change by retrying.
  if (status === 408 || status === 425) return new TransientError(`Slack asked us to try again later (${status})`);
  return new RejectedError(`Slack refused the message (${status}${reason})`);
}
