// Relevance ("Most Relevant" sort): how squarely the story is financial or market news, as
// opposed to a general story that touches money. Topic matches, named assets, finance words in
// the headline and how densely the body uses them.
import type { Score } from '../../../sdk/index.js';
import { ScoreSheet } from './score-sheet.js';
import type { ArticleSignals } from './signals.js';

/** The home topics: a match on one of these is a match on what the feed is for. */
const CORE_TOPICS = ['crypto', 'investing', 'economy', 'markets', 'stocks', 'defi', 'nfts', 'regulation'];

/** 0–100: topic matches, ticker count, title match and numbers, keyword density. */
export function relevanceScore(s: ArticleSignals): Score {
  const sheet = new ScoreSheet(0);
  const topics = CORE_TOPICS.filter((id) => s.categories.some((c) => c === id));
  for (const topic of topics.slice(0, 3)) sheet.add(10, `topic:${topic}`);
  if (topics.length === 0) sheet.note('no_topic');
  if (s.tickers.length > 0) sheet.add(Math.min(15, 5 * s.tickers.length), `tickers:${s.tickers.length}`);
  if (s.titleNumbers) sheet.add(8, 'title_numbers');
  if (s.titleKeywordHits > 0) sheet.add(Math.min(14, 7 * s.titleKeywordHits), `title_match:${s.titleKeywordHits}`);
  const density = Math.round(s.keywordDensity * 10) / 10;
  if (density > 0) sheet.add(Math.min(22, density * 2.5), `keyword_density:${density}`);
  if (s.unreadLanguage !== null) sheet.note(`text_unread:${s.unreadLanguage}`);
  return sheet.toScore();
}
