// Numbers that show how big a story is: price moves ("rose 9%", "a 12% jump", "opens 22%
// higher") and money amounts ("$4.1bn"). A percentage is a move only next to a move word, so
// "a margin of 61.4%" or "inflation at 3.1%" is not one, and growth words ("sales grew 38%")
// are left out: they report a company's figures, not the market's reaction.

const UP = 'rose|rise|rises|rising|jump(?:ed|s)?|surg(?:ed|es|e)|soar(?:ed|s)?|climb(?:ed|s)?|gain(?:ed|s)?|rall(?:ied|ies|y)|advanc(?:ed|es)|add(?:ed|s)|up|lift(?:ed|s)|spik(?:ed|es)|rebound(?:ed|s)?|pop(?:ped|s)';
const DOWN = 'fell|fall(?:s)?|drop(?:ped|s)?|slid(?:es)?|slide|slip(?:ped|s)?|sank|sink(?:s)?|plung(?:ed|es)|tumbl(?:ed|es)|declin(?:ed|es)|lost|loses|shed(?:s)?|down|crash(?:ed|es)?|plummet(?:ed|s)|retreat(?:ed|s)?|slump(?:ed|s)?';
const FILLER = '(?:\\s+(?:by|about|nearly|almost|around|roughly|some|over|more than|as much as|another|a further|close to|just over|just under))*';
const NUMBER = '(\\d+(?:\\.\\d+)?)\\s?(?:%|per ?cent)';
const VERB_THEN_NUMBER = new RegExp(`\\b(?:(${UP})|(${DOWN}))${FILLER}\\s+${NUMBER}`, 'gi');
const NOUN_AFTER = '(higher|jump|surge|gain|rise|rally|rebound|spike|lower|drop|fall|decline|slide|plunge|loss|slump|crash)';
const NUMBER_THEN_NOUN = new RegExp(`${NUMBER}\\s+${NOUN_AFTER}\\b`, 'gi');
const DOWN_NOUNS = /^(?:lower|drop|fall|decline|slide|plunge|loss|slump|crash)$/i;

// Both move patterns hold a percentage (NUMBER): a text without one reports no move.
const PERCENTAGE = /\d\s?(?:%|per ?cent)/i;

/** Every signed percentage move the text reports. */
export function findMoves(text: string): number[] {
  if (!PERCENTAGE.test(text)) return [];
  const moves: number[] = [];
  for (const m of text.matchAll(VERB_THEN_NUMBER)) moves.push((m[2] ? -1 : 1) * Number(m[3]));
  for (const m of text.matchAll(NUMBER_THEN_NOUN)) moves.push((DOWN_NOUNS.test(m[2] ?? '') ? -1 : 1) * Number(m[1]));
  return moves.filter((move) => Number.isFinite(move) && Math.abs(move) < 1000);
}

// In the body a percentage is a market move only in a sentence about something that trades;
// "services revenue rose 14%" is a company figure, "shares rose 3%" is the market's verdict.
const TRADED = /\b(?:shares?|stocks?|equities|prices?|priced|index|indices|indexes|tokens?|coins?|bitcoin|ether|solana|futures|yields?|bonds?|dollar|euro|yen|sterling|franc|gold|oil|crude|copper|markets?|traded|trading|S&P|Nasdaq|Dow|ETFs?|valuation|market value)\b/i;

/** Moves reported in a body's sentences that are about something traded. */
export function findMarketMoves(text: string): number[] {
  if (!PERCENTAGE.test(text)) return [];
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => TRADED.test(sentence))
    .flatMap(findMoves);
}

/** The move of largest size, with its sign; null when none is reported. */
export function largestMove(moves: readonly number[]): number | null {
  let largest: number | null = null;
  for (const move of moves) if (largest === null || Math.abs(move) > Math.abs(largest)) largest = move;
  return largest;
}

const AMOUNT = /[$€£]\s?(\d+(?:,\d{3})*(?:\.\d+)?)\s?(tn|trillion|bn|billion|b|mn|million|m|k)?\b/gi;
const MULTIPLIER: Record<string, number> = { tn: 1e12, trillion: 1e12, bn: 1e9, billion: 1e9, b: 1e9, mn: 1e6, million: 1e6, m: 1e6, k: 1e3 };

/** The largest money amount the text names, in its currency's units (taken as dollars). */
export function largestAmount(text: string): number | null {
  let largest: number | null = null;
  for (const m of text.matchAll(AMOUNT)) {
    const value = Number((m[1] ?? '').replace(/,/g, '')) * (MULTIPLIER[(m[2] ?? '').toLowerCase()] ?? 1);
    if (Number.isFinite(value) && (largest === null || value > largest)) largest = Math.round(value);
  }
  return largest;
}
