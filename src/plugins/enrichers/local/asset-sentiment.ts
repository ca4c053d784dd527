// Each asset's own sentiment, where the text gives it one apart from the article's: "BTC rallies as
// ETH slumps after the exploit" is good for BTC and bad for ETH. The title and the start of the
// text are cut into clauses (clauses.ts); each clause that names one of the article's assets is
// classified on its own and counts for the assets it names. A clause naming none continues the one
// before it ("ETH slumps | after the exploit"), unless it is a concession ("despite the sell-off"),
// which is about something else. An asset whose clauses lean clearly one way on average (clauses
// that lean neither way left out) gets that sentiment; one whose clauses do not, or that only a
// provider named, takes the article's.
import type { Sentiment } from '../../sdk/index.js';
import { type ClauseWords, clausesOf } from './clauses.js';
import type { MentionSpan } from './tickers.js';

/** A text's score: P(bullish) − P(bearish), −1 … 1. */
export type ScoreText = (text: string) => number;

/** How much of the text after the title is read: the lead, where an article says what it is about. */
export const ASSET_TEXT_CHARS = 1200;
/** A clause of the title counts this many times one of the text, as the title does for the article. */
export const TITLE_CLAUSE_WEIGHT = 2;
/** An asset's mean clause score must reach this (either way) for a sentiment of its own. */
export const CLEAR_SCORE = 0.3;
/** A clause scoring less than this either way says nothing of direction ("after the listing"), so it is left out of the mean. */
export const SILENT_CLAUSE = 0.15;

export interface AssetSentimentInput {
  title: string;
  /** The cleaned text, whose offsets the spans count on from the title's (`${title}\n${text}`). */
  text: string;
  spans: readonly MentionSpan[];
  /** The article's assets: others the text names in passing get nothing. */
  symbols: readonly string[];
  article: Sentiment;
  score: ScoreText;
  /** The language's clause words (English's by default). */
  clauses?: ClauseWords;
}

/** Each asset's weighted sum of clause scores and the weight summed. */
type Tally = Map<string, { sum: number; weight: number }>;

/** The symbols named between `start` and `end`, each once. */
function namedIn(spans: readonly MentionSpan[], start: number, end: number): string[] {
  const named: string[] = [];
  for (const span of spans) if (span.start >= start && span.start < end && !named.includes(span.symbol)) named.push(span.symbol);
  return named;
}

function tallyClauses(input: AssetSentimentInput): Tally {
  const full = `${input.title}\n${input.text}`;
  const wanted = new Set(input.symbols);
  const tally: Tally = new Map();
  let before: { sentence: number; symbols: string[] } | null = null;
  for (const clause of clausesOf(full, 0, Math.min(full.length, input.title.length + 1 + ASSET_TEXT_CHARS), input.clauses)) {
    const named = namedIn(input.spans, clause.start, clause.end);
    // A clause about an asset the article is not about ("as the dollar fell") continues nothing.
    const continues: string[] = named.length === 0 && !clause.concessive && before?.sentence === clause.sentence ? before.symbols : [];
    const symbols: string[] = named.length > 0 ? named.filter((symbol) => wanted.has(symbol)) : continues;
    before = { sentence: clause.sentence, symbols };
    if (symbols.length === 0) continue;
    const score = input.score(full.slice(clause.start, clause.end));
    if (Math.abs(score) < SILENT_CLAUSE) continue;
    const weight = clause.start < input.title.length ? TITLE_CLAUSE_WEIGHT : 1;
    for (const symbol of symbols) {
      const entry = tally.get(symbol) ?? { sum: 0, weight: 0 };
      entry.sum += weight * score;
      entry.weight += weight;
      tally.set(symbol, entry);
    }
  }
  return tally;
}

/** The assets whose own sentiment differs from the article's, each with it; {} when none does. */
export function assetSentiments(input: AssetSentimentInput): Record<string, Sentiment> {
  const own: Record<string, Sentiment> = {};
  if (input.symbols.length === 0) return own;
  for (const [symbol, { sum, weight }] of tallyClauses(input)) {
    const mean = sum / weight;
    const label: Sentiment | null = mean >= CLEAR_SCORE ? 'bullish' : mean <= -CLEAR_SCORE ? 'bearish' : null;
    if (label && label !== input.article) own[symbol] = label;
  }
  return own;
}
