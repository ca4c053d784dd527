import { type AlertMessage, truncate } from '../../sdk/index.js';

// Slack's limits: a section's text 3000 characters, a context element's 2000, counted after
// escaping. The name and title are capped before escaping so that, even if every character
// became an entity, the heading and link stay well inside their section.
const MAX_SECTION = 3000;
const MAX_TICKERS = 1000;
const MAX_NAME = 150;
const MAX_TITLE = 300;
const MAX_FALLBACK = 300;

/** Slack's mrkdwn reserves only &, < and >: everything else shows as written. */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Escaped text cut to `max` without leaving half an entity ("&am…") behind. */
function cutEscaped(escaped: string, max: number): string {
  return truncate(escaped, max).replace(/&[a-z]*…$/, '…');
}

/** `<url|label>`: the URL escaped like text, and a | in it encoded, since the first | ends the URL. */
function link(url: string, label: string): string {
  return `<${escapeMrkdwn(url).replaceAll('|', '%7C')}|${escapeMrkdwn(label)}>`;
}

// The name and title are not wrapped in *bold*: mrkdwn has no escape for *, _ or ~, and one in a
// headline ("*bold*_under_", "S*P") would end our bold early and format the rest at random.
function headText(message: AlertMessage): string {
  const name = escapeMrkdwn(truncate(message.alert.name, MAX_NAME));
  return [message.event === 'test' ? `🧪 Test alert · ${name}` : `🔔 ${name}`, link(message.link, truncate(message.article.title, MAX_TITLE))].join('\n');
}

function detailsText({ article }: AlertMessage): string {
  const parts = [cutEscaped(escapeMrkdwn(article.tickers.join(' ')), MAX_TICKERS)];
  if (article.aiScore !== null) parts.push(`importance ${article.aiScore}/100`);
  if (article.sentiment) parts.push(article.sentiment);
  if (article.url) parts.push(link(article.url, 'Read at the publisher'));
  return parts.filter(Boolean).join(' · ');
}

/** The incoming webhook's JSON body: a plain preview text (for notifications) and the blocks shown instead. */
export function slackPayload(message: AlertMessage) {
  const preview = `${message.event === 'test' ? 'Test alert' : message.alert.name}: ${message.article.title}`;
  const details = detailsText(message);
  return {
    text: escapeMrkdwn(truncate(preview, MAX_FALLBACK)),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: headText(message) } },
      // The summary is plain text, shown as written: in mrkdwn a "~5%" or "*" in prose (which has
      // no escape for them) struck through or bolded the rest of it at random.
      ...(message.article.summary ? [{ type: 'section', text: { type: 'plain_text', text: truncate(message.article.summary, MAX_SECTION), emoji: false } }] : []),
      ...(details ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: details }] }] : []),
    ],
  };
}
