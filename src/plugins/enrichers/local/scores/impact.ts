// Impact ("Highest Impact" sort): how much the story could move prices. Size words and numbers,
// how strongly bullish or bearish it reads, and whether it touches the whole market (a central
// bank, an index) rather than one asset.
import type { Score } from '../../../sdk/index.js';
import { countOf, normalPhrase } from '../term-bag.js';
import type { EventKind } from './events.js';
import { formatPercent, formatUsd, ScoreSheet } from './score-sheet.js';
import type { ArticleSignals } from './signals.js';

const EVENT_POINTS: Partial<Record<EventKind, number>> = { hack: 12, bankruptcy: 14, rate_decision: 10, m_and_a: 6, approval: 6, enforcement: 4 };
const MARKET_WIDE = ['broad market', 'global market', 'wider market', 'all sector', 'every sector', 'risk appetite', 'sell-off', 'selloff', 'market-wide'].map(normalPhrase);

function movePoints(move: number): number {
  const size = Math.abs(move);
  return size >= 10 ? 28 : size >= 5 ? 18 : size >= 2 ? 10 : size >= 1 ? 4 : 0;
}

function amountPoints(amount: number): number {
  return amount >= 1e10 ? 14 : amount >= 1e9 ? 10 : amount >= 1e8 ? 5 : 0;
}

function isMarketWide(s: ArticleSignals): boolean {
  if (s.tickers.some((t) => t.asset?.kind === 'index')) return true;
  return MARKET_WIDE.some((k) => countOf(s.titleBag, k) + countOf(s.bodyBag, k) > 0);
}

function addEvents(sheet: ScoreSheet, s: ArticleSignals): void {
  const best = s.events.map((e) => ({ kind: e.kind, points: EVENT_POINTS[e.kind] ?? 0 })).sort((a, b) => b.points - a.points)[0];
  if (best && best.points > 0) sheet.add(best.points, `event:${best.kind}`);
}

/** 0–100: magnitude words and numbers, sentiment strength, market-wide entities. */
export function impactScore(s: ArticleSignals): Score {
  const sheet = new ScoreSheet(5);
  for (const word of s.magnitude.slice(0, 3)) sheet.add(7, `magnitude:${word.replace(/ /g, '_')}`);
  if (s.move !== null) sheet.add(movePoints(s.move), `move:${formatPercent(s.move)}`);
  if (s.amount !== null) sheet.add(amountPoints(s.amount), `amount:${formatUsd(s.amount)}`);
  if (s.sentimentScore !== null) {
    const strength = Math.abs(s.sentimentScore);
    sheet.add(Math.round(strength * 26), `sentiment:${strength.toFixed(2)}`);
  }
  if (s.entities.centralBanks.length > 0) sheet.add(s.titleEntities.centralBanks.length > 0 ? 18 : 8, 'entity:central_bank');
  if (s.entities.regulators.length > 0) sheet.add(s.titleEntities.regulators.length > 0 ? 8 : 4, 'entity:regulator');
  if (isMarketWide(s)) sheet.add(8, 'market_wide');
  addEvents(sheet, s);
  if (s.unreadLanguage !== null) sheet.note(`text_unread:${s.unreadLanguage}`);
  else if (sheet.empty) sheet.note('no_magnitude');
  return sheet.toScore();
}
