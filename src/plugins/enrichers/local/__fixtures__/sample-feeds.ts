// The bundled sample feeds as the host would hand them to an enricher, for tests and the bench.
import { readdirSync, readFileSync } from 'node:fs';
import type { ArticleText, RawItem } from '../../../sdk/index.js';
import { parseFeedBody } from '../../../sources/rss/index.js';

const FEEDS_DIR = new URL('../../../sources/sample/feeds/', import.meta.url);
const HOUR = 3_600_000;

/** Paragraphs on their own lines, as the host's plain text has them. */
function plainText(html: string): string {
  return html
    .replace(/<\/(?:p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'")
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function toArticle(item: RawItem, id: number, feed: string, now: Date): ArticleText {
  return {
    id,
    title: item.title ?? '',
    text: plainText(item.contentHtml ?? item.summaryHtml ?? ''),
    url: item.url ?? null,
    source: `Sample ${feed}`,
    sourceWeight: 50,
    // Spread over the last two days, as the sample source does, so recency varies.
    publishedAt: new Date(now.getTime() - (id % 48) * HOUR),
    categories: (item.categories ?? []).map((c) => c.toLowerCase()),
    entities: item.entities ?? [],
    providerSentiment: item.providerSentiment ?? null,
    votes: item.votes ?? null,
    clusterSize: 1,
    language: 'en',
  };
}

/** Every item of every bundled sample feed, in feed order. */
export function sampleArticles(now: Date): ArticleText[] {
  const names = readdirSync(FEEDS_DIR).filter((name) => name.endsWith('.xml')).sort();
  let id = 0;
  return names.flatMap((name) => {
    const feed = parseFeedBody(readFileSync(new URL(name, FEEDS_DIR)), { url: `sample://${name.replace('.xml', '')}` });
    return feed.items.map((item) => toArticle(item, (id += 1), name.replace('.xml', ''), now));
  });
}
