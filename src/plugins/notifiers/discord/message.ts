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

function fieldsOf({ article }: AlertMessage): EmbedField[] {
  const fields: EmbedField[] = [];
  if (article.tickers.length > 0) fields.push({ name: 'Tickers', value: truncate(article.tickers.join(' '), MAX_FIELD), inline: true });
  if (article.aiScore !== null) fields.push({ name: 'Importance', value: `${article.aiScore}/100`, inline: true });
  if (article.url) fields.push({ name: 'Publisher', value: truncate(`[Read the article](${article.url})`, MAX_FIELD), inline: false });
  return fields;
}

/** The webhook's JSON body: a line naming the alert and one embed for the article. */
export function discordPayload(message: AlertMessage) {
  const { article } = message;
  const content = message.event === 'test' ? `🧪 Test alert for "${message.alert.name}"` : `🔔 ${message.alert.name}`;
  return {
    content: truncate(content, MAX_CONTENT),
    embeds: [
      {
        title: truncate(article.title, MAX_TITLE),
        description: truncate(article.summary ?? '', MAX_DESCRIPTION),
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
