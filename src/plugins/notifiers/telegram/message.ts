import { type AlertMessage, truncate } from '../../sdk/index.js';

// Telegram takes 4096 characters of text once the HTML is parsed; these caps keep the parts well
// inside it whatever the article holds.
const MAX_NAME = 200;
const MAX_TITLE = 400;
const MAX_SUMMARY = 2500;
const MAX_TICKERS = 300;

/** Text for Telegram's HTML mode: only &, < and > are special there. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An href value: a quote would end the attribute. */
function escapeAttribute(url: string): string {
  return escapeHtml(url).replaceAll('"', '&quot;');
}

function link(url: string, text: string): string {
  return `<a href="${escapeAttribute(url)}">${escapeHtml(text)}</a>`;
}

function detailsLine({ article }: AlertMessage): string {
  const parts = [truncate(article.tickers.join(' '), MAX_TICKERS)];
  if (article.aiScore !== null) parts.push(`importance ${article.aiScore}/100`);
  if (article.sentiment) parts.push(article.sentiment);
  return escapeHtml(parts.filter(Boolean).join(' · '));
}

/** The message text in Telegram's HTML: the alert, the linked title, the summary, the details. */
export function telegramText(message: AlertMessage): string {
  const { article } = message;
  const name = escapeHtml(truncate(message.alert.name, MAX_NAME));
  const heading = message.event === 'test' ? `🧪 <b>Test alert</b> · ${name}` : `🔔 <b>${name}</b>`;
  const lines = [
    heading,
    `<b>${link(message.link, truncate(article.title, MAX_TITLE))}</b>`,
    escapeHtml(truncate(article.summary ?? '', MAX_SUMMARY)),
    detailsLine(message),
    article.url ? link(article.url, 'Read at the publisher') : '',
  ];
  return lines.filter(Boolean).join('\n');
}
