import { type AlertMessage, type Sentiment, truncate } from '../../sdk/index.js';

// Discord's limits: content 2000, embed title 256, description 4096, field value 1024, and 6000
// for all of an embed's text together, which the description's smaller cap keeps us under.
const MAX_CONTENT = 2000;
const MAX_TITLE = 256;
const MAX_DESCRIPTION = 3000;
const MAX_FIELD = 1024;

const COLORS: Record<Sentiment, number> = { bullish: 0x2ecc71, bearish: 0xe74c3c, neutral: 0x95a5a6 };

interface EmbedField {
  name: string;
  value: string;
  inline: boolean;
}

/**
 * Text from publishers and members, shown as written: Discord reads markdown in content, titles and
 * descriptions, so `*`, `_`, `~`, a backtick, `|`, `>` and `[text](url)` in a headline would format
 * it, or make a summary's masked link look like ours. A backslash before each keeps it literal.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_~`|>[\]()]/g, (character) => `\\${character}`);
}

function fieldsOf({ article }: AlertMessage): EmbedField[] {
  const fields: EmbedField[] = [];
  if (article.tickers.length > 0) fields.push({ name: 'Tickers', value: truncate(article.tickers.join(' '), MAX_FIELD), inline: true });
  if (article.aiScore !== null) fields.push({ name: 'Importance', value: `${article.aiScore}/100`, inline: true });
  // Parentheses in the address would end the link early; a link cut short would lead nowhere, so
  // one too long for a field is left out (the embed's title links the article's page anyway).
  const link = article.url ? `[Read the article](${article.url.replace(/\(/g, '%28').replace(/\)/g, '%29')})` : null;
  if (link && link.length <= MAX_FIELD) fields.push({ name: 'Publisher', value: link, inline: false });
  return fields;
}

/** The webhook's JSON body: a line naming the alert and one embed for the article. */
export function discordPayload(message: AlertMessage) {
  const { article } = message;
  const name = escapeMarkdown(message.alert.name);
  const content = message.event === 'test' ? `🧪 Test alert for "${name}"` : `🔔 ${name}`;
  return {
    content: truncate(content, MAX_CONTENT),
    embeds: [
      {
        title: truncate(escapeMarkdown(article.title), MAX_TITLE),
        description: truncate(escapeMarkdown(article.summary ?? ''), MAX_DESCRIPTION),
        url: message.link,
        color: COLORS[article.sentiment ?? 'neutral'],
        fields: fieldsOf(message),
        timestamp: article.published_at,
      },
    ],
    // An "@everyone" in a headline or an alert's name must not ping the whole server.
    allowed_mentions: { parse: [] },
  };
}
