// Importance (the card's "AI score"): how much a reader of financial news needs this story. Weighs
// who published it, which institutions and assets it involves, how big the reported moves and
// sums are, what kind of event it is, its topic and how fresh it is.
import type { Score } from '../../../sdk/index.js';
import type { EventKind } from './events.js';
import { formatAge, formatPercent, formatUsd, ScoreSheet } from './score-sheet.js';
import type { ArticleSignals } from './signals.js';

const EVENT_POINTS: Record<EventKind, number> = {
  rate_decision: 20, bankruptcy: 14, hack: 12, m_and_a: 12, earnings: 8, etf: 6, enforcement: 8, macro_data: 8, ipo: 6, layoffs: 5, approval: 6,
};
const EVENT_CAP = 24;
const TOPIC_POINTS: ReadonlyArray<[string, number]> = [['economy', 5], ['regulation', 5], ['markets', 3], ['stocks', 2], ['crypto', 2]];

function movePoints(move: number): number {
  const size = Math.abs(move);
  return size >= 10 ? 14 : size >= 5 ? 10 : size >= 2 ? 6 : size >= 1 ? 3 : 0;
}

function recencyPoints(hours: number): number {
  return hours < 2 ? 8 : hours < 6 ? 6 : hours < 24 ? 3 : hours < 72 ? 0 : -8;
}

function addEntities(sheet: ScoreSheet, s: ArticleSignals): void {
  // Named in the headline, the institution is the story; in the body, context.
  if (s.entities.centralBanks.length > 0) sheet.add(s.titleEntities.centralBanks.length > 0 ? 16 : 8, 'entity:central_bank');
  if (s.entities.regulators.length > 0) sheet.add(s.titleEntities.regulators.length > 0 ? 10 : 5, 'entity:regulator');
  const count = Math.min(s.tickers.length, 3);
  if (count > 0) sheet.add(count * 2, `tickers:${s.tickers.length}`);
  const major = s.tickers.find((t) => t.asset?.tier === 1);
  if (major) sheet.add(4, `ticker:${major.symbol}`);
}

function addEvents(sheet: ScoreSheet, s: ArticleSignals): void {
  let budget = EVENT_CAP;
  for (const { kind, inTitle } of s.events) {
    // An event the headline is about counts in full; one the body mentions, by half.
    const points = Math.min(budget, inTitle ? EVENT_POINTS[kind] : EVENT_POINTS[kind] / 2);
    sheet.add(points, `event:${kind}`);
    budget -= points;
  }
}

/** 0–100: source weight, entities, moves and amounts, event kind, topic, recency. */
export function importanceScore(s: ArticleSignals): Score {
  const sheet = new ScoreSheet(4).add(Math.round(s.article.sourceWeight * 0.24), `source_weight:${s.article.sourceWeight}`);
  addEntities(sheet, s);
  if (s.move !== null) sheet.add(movePoints(s.move), `move:${formatPercent(s.move)}`);
  if (s.amount !== null && s.amount >= 1e8) sheet.add(s.amount >= 1e9 ? 6 : 3, `amount:${formatUsd(s.amount)}`);
  addEvents(sheet, s);
  const topic = TOPIC_POINTS.find(([id]) => s.categories.some((c) => c === id));
  if (topic) sheet.add(topic[1], `topic:${topic[0]}`);
  sheet.add(recencyPoints(s.ageHours), `recency:${formatAge(s.ageHours)}`);
  // A text we cannot read is not thin: its words are not counted at all.
  if (s.unreadLanguage !== null) sheet.note(`text_unread:${s.unreadLanguage}`);
  else if (s.words < 40) sheet.add(-4, 'thin_text');
  return sheet.toScore();
}
