import type { RawEntity, RawItem } from '../../sdk/index.js';
import type { MarketauxArticle, MarketauxEntity } from './answer.js';
import type { MarketauxCategory } from './settings.js';

// Marketaux keywords are long-tail; a few are useful tags, dozens are noise.
const MAX_KEYWORD_CATEGORIES = 8;

/** One Marketaux article as the host's RawItem; the link always points at the publisher. */
export function toRawItem(article: MarketauxArticle, category: MarketauxCategory | undefined): RawItem {
  const entities = (article.entities ?? []).map(toRawEntity);
  return {
    guid: article.uuid,
    url: article.url,
    title: article.title,
    contentHtml: article.description ?? article.snippet,
    summaryHtml: article.snippet,
    imageUrl: article.image_url,
    publishedAt: article.published_at,
    language: article.language,
    publisher: article.source,
    originalSource: true,
    entities,
    providerSentiment: meanSentiment(entities),
    categories: categoriesOf(article.keywords, category),
  };
}

function toRawEntity(entity: MarketauxEntity): RawEntity {
  const sentiment = entity.sentiment_score ?? undefined;
  return { symbol: entity.symbol, name: entity.name, type: entity.type, sentiment };
}

/** The article's sentiment as the mean of its entities' scores, when Marketaux scored any. */
export function meanSentiment(entities: RawEntity[]): number | undefined {
  const scores = entities.flatMap((e) => (e.sentiment === undefined ? [] : [e.sentiment]));
  if (scores.length === 0) return undefined;
  return scores.reduce((sum, s) => sum + s, 0) / scores.length;
}

function categoriesOf(keywords: string | undefined, category: MarketauxCategory | undefined): string[] {
  const fromKeywords = (keywords ?? '')
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_CATEGORIES);
  return [...new Set([...(category ? [category] : []), ...fromKeywords])];
}
